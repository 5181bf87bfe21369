import { unitLength } from 'src/ai/builtin/grading/calculations/units';
import { powersOfSuperscripts, withoutThousandsCommas } from 'src/ai/builtin/maths-notation';

/**
 * Maths as students and examiners write it ("½ × 2 × 3² = 9 J", "12 x 8", "₹1,200 ÷ 4",
 * "√16", "½mv²") turned into mathjs syntax ("(1/2) * 2 * 3^(2)"), one side of an equation at a
 * time. Units, currency and degree signs are dropped: the value is what mathjs checks; the
 * unit is read by `quantities.ts`.
 */

const VULGAR: Record<string, string> = {
  '½': '(1/2)',
  '⅓': '(1/3)',
  '⅔': '(2/3)',
  '¼': '(1/4)',
  '¾': '(3/4)',
  '⅕': '(1/5)',
  '⅛': '(1/8)',
};
/** Names of more than one letter that stand for one quantity ("KE = ½mv²", "Ek = …"). */
const NAMES = new Set(['KE', 'PE', 'GPE', 'EPE', 'Ek', 'Ep', 'Ee', 'Eg']);
/** Functions a student may write; anything else made of letters is a name or a word. */
export const FUNCTIONS = new Set(['sqrt', 'sin', 'cos', 'tan', 'log', 'ln']);

const NUMBER_END = String.raw`(?:\d|\)|\^\(\d+\))`;

/**
 * One side of a statement in mathjs syntax; null when it holds words mathjs would read as
 * operators ("and", "to", "mod") or nothing to evaluate.
 */
export function toMathjs(side: string): string | null {
  let text = side
    .replace(/[−–—]/g, '-')
    .replace(/[×·∙✕]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[½⅓⅔¼¾⅕⅛]/g, (c) => VULGAR[c])
    .replace(/₹|\$|£|€|\bRs\.?\s*/g, '')
    .replace(/°/g, ' ');
  text = withoutThousandsCommas(powersOfSuperscripts(text));
  // "12 x 8", "2x3", "3 X (4 + 1)": an x between numbers is a times sign.
  text = text.replace(new RegExp(`(${NUMBER_END})\\s*[xX]\\s*(?=[\\d(])`, 'g'), '$1 * ');
  text = timesBetweenFactors(text);
  // "√16", "√(b² − 4ac)".
  text = text.replace(/√\s*(\([^()]*\)|[\d.]+|\p{L})/gu, 'sqrt($1)');
  // "15%" at the end is the answer in per cent; inside a sum it is a hundredth.
  text = text.replace(/%\s*$/, '').replace(/%/g, '/100');
  text = dropUnits(text);
  // "1/2 m v²": a fraction of numbers before a letter is its coefficient, "(1/2) m v²".
  text = text.replace(/(\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?)(?=\s*\p{L})/gu, '($1)');
  if (/\b(?:and|or|not|xor|mod|to|in)\b/i.test(text)) return null;
  text = splitNames(text).trim();
  if (!text) return null;
  if (/[^\p{L}\d\s.+\-*/^()]/u.test(text)) return null;
  return text;
}

/** A factor an x may follow as a times sign: a number, a bracket, a power or a lone letter. */
const FACTOR_BEFORE = String.raw`(?:\d|\)|(?<![\p{L}\d])\p{L})`;
/** A factor an x may come before as a times sign: a number, a bracket, a root or a lone letter. */
const FACTOR_AFTER = String.raw`(?:[\d(√]|\p{L}(?![\p{L}\d]))`;
const SPACED_TIMES = new RegExp(`(?<=${FACTOR_BEFORE})\\s+[xX]\\s+(?=${FACTOR_AFTER})`, 'gu');
/** "xmxvxv" after "(1/2)": an x before each letter of a chain. */
const TIMES_CHAIN_AFTER = /^(?:[xX][^\P{L}xX]){2,}$/u;
/** "mxvxv": letters with an x between each two. */
const TIMES_CHAIN = /^[^\P{L}xX](?:[xX][^\P{L}xX]){2,}$/u;

/**
 * An x between factors is a times sign when the maths is otherwise plain: spaced ("1/2 x m x v²",
 * "m x v") or a glued chain of single letters ("½xmxvxv"). One x glued to letters is algebra
 * ("2x", "2xy", "x + 3").
 */
function timesBetweenFactors(text: string): string {
  return text
    .replace(SPACED_TIMES, ' * ')
    .replace(/\p{L}+/gu, (run: string, at: number, whole: string) => {
      const after = /[\d)]$/.test(whole.slice(0, at)) && TIMES_CHAIN_AFTER.test(run);
      const before = whole.slice(0, at);
      const chain = !/[\p{L}\d)]$/u.test(before) && TIMES_CHAIN.test(run);
      return after || chain ? run.replace(/[xX]/g, ' * ').trim() : run;
    });
}

/** Removes the unit after each number ("2 kg × 9" → "2 × 9"), leaving algebra ("2x", "½ m v"). */
function dropUnits(text: string): string {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(/\d+(?:\.\d+)?(?:\^\(\d+\))?/g)) {
    const end = match.index + match[0].length;
    if (end < at) continue;
    out += text.slice(at, end);
    at = end;
    const rest = text.slice(end);
    // A letter glued to the number is algebra ("2x", "4x") unless it is a longer unit ("3kg").
    const glued = /^\p{L}(?!\p{L})/u.test(rest);
    const length = glued ? 0 : unitLength(rest);
    if (length > 0 && !multipliedOn(rest, length)) {
      out += ' ';
      at += length;
    }
  }
  return out + text.slice(at);
}

/**
 * A one-letter unit multiplied by another letter is a quantity of a formula, not a unit: m is
 * the mass in "0.5 m × v²", the metres in "30 m" and "5 m × 3 m".
 */
function multipliedOn(rest: string, length: number): boolean {
  const unit = rest.slice(0, length).trim();
  return /^\p{L}$/u.test(unit) && /^\s*[*/]?\s*\p{L}(?!\p{L})/u.test(rest.slice(length));
}

/**
 * Letters written together multiply ("mv" → "m v", "IR" → "I R"), except functions, the names
 * of quantities ("KE") and words ("Area", "angle"), which stay whole.
 */
function splitNames(text: string): string {
  return text.replace(/\p{L}+/gu, (run) => {
    if (FUNCTIONS.has(run) || NAMES.has(run) || isWord(run)) return run;
    return [...run].join(' ');
  });
}

/** A word, not a product of letters: three letters or more with a vowel ("Area", "mass"). */
export function isWord(run: string): boolean {
  return run.length >= 3 && /[aeiouy]/i.test(run) && !FUNCTIONS.has(run);
}
