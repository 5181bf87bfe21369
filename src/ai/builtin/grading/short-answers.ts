import type { KeyPoint } from 'src/ai/builtin/grading/key-point';
import { openingVerdict } from 'src/ai/builtin/grading/openings';

/**
 * What a key point asks for. Short forms are matched after normalisation; `open` points are
 * scored by meaning coverage.
 */
export type PointKind =
  | { kind: 'option'; letter: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number' }
  | { kind: 'word' }
  | { kind: 'open' };

/** "B", "(b)", "B.", "b)", "Option B", optionally followed by the option's text. */
const MODEL_OPTION = /^\s*(?:option\s+)?\(?([A-Ha-h])\)?\s*(?:[.):]\s*(.*))?$/is;

/** The option letter a student wrote: alone, "(c)", "C.", "C) …", "option c", "the answer is C". */
const STUDENT_OPTION =
  /^\s*(?:(?:the\s+)?(?:correct\s+)?(?:answer|option|choice)\s*(?:is\s*)?[:-]?\s*)?\(?([A-Ha-h])\)?\s*(?:$|[.):,]|\s+[-–—]\s)/i;

export function pointKind(point: KeyPoint): PointKind {
  const option = MODEL_OPTION.exec(point.text);
  // A capital letter alone or followed by ".", ")" or ":" is an option; "A magnet …" is not.
  if (option && (option[2] === undefined || option[2].trim().split(/\s+/).length <= 8)) {
    const bare = point.text.trim().replace(/[.)]$/, '');
    if (bare.length <= 10 || /^\s*(?:option\s+)?\(?[A-Ha-h]\)?\s*[.):]/i.test(point.text)) {
      return { kind: 'option', letter: option[1].toUpperCase() };
    }
  }
  const verdict = openingVerdict(point.text);
  // "True", "F", "Yes.": nothing but the verdict (the point's words leave yes/no out).
  if (verdict && point.words.length === 0) return { kind: 'boolean', value: verdict.value };
  // Words outside the numbers and their units ("9.8 m/s²" has none, "x = 5 cm" has "x").
  const inQuantity = (start: number) =>
    point.quantities.some((q) => start >= q.start && start < q.end);
  // A formula such as "CO2" is a word; "5th" or "3x" is not.
  const nonNumbers = point.analysed.content.filter(
    (token) => !inQuantity(token.start) && !/^\d/.test(token.text),
  );
  if (point.quantities.length > 0 && nonNumbers.length <= 2) return { kind: 'number' };
  // A word or two with no verb ("Red", "Evaporation", "Carbon dioxide"); "The bulb will light" is open.
  const hasVerb = point.analysed.tokens.some(
    (token) => token.pos === 'VERB' || token.pos === 'AUX',
  );
  if (
    nonNumbers.length > 0 &&
    nonNumbers.length <= 2 &&
    point.analysed.tokens.length <= 3 &&
    !hasVerb
  ) {
    return { kind: 'word' };
  }
  return { kind: 'open' };
}

/** The option letter a student chose, or null. */
export function chosenOption(text: string): string | null {
  const match = STUDENT_OPTION.exec(text);
  return match ? match[1].toUpperCase() : null;
}
