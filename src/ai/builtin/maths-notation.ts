/**
 * Maths signs as printed and handwritten, read the same way by the answer grader
 * (`grading/calculations/notation.ts`) and the maths exercise checker
 * (`curriculum/maths/verify-maths-exercise.ts`).
 */

/** Superscript digits and minus, each with the character it raises. */
export const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

const SUPERSCRIPTS = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g;

/** "3²" → "3^(2)", "10⁻³" → "10^(-3)": each run of superscripts a bracketed power. */
export function powersOfSuperscripts(text: string): string {
  return text.replace(SUPERSCRIPTS, (run) => `^(${[...run].map((c) => SUPERSCRIPT[c]).join('')})`);
}

/** "1,200" → "1200", "₹4,250,000" → "₹4250000"; a list "1,2,3" is left as it is. */
export function withoutThousandsCommas(text: string): string {
  return text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
}
