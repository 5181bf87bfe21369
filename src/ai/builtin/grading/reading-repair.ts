import { FUNCTIONS } from 'src/ai/builtin/grading/calculations/notation';
import { unitLength } from 'src/ai/builtin/grading/calculations/units';
import { KnownWords } from 'src/ai/builtin/grading/known-words';

/**
 * Handwriting OCR's classic misreads put right before an answer is judged, and only where the
 * repair is sure: "l20" is 120, "co1d" is cold, "frorn" is from, "12mv2" is ½mv² when the scheme
 * writes ½mv². A reading is only repaired into a number, a known word (WordNet, a common word or
 * a word of the question and scheme) or the scheme's own notation; a word already known, an
 * acronym ("II", "IO", "CO2"), a contraction or a number with its unit ("10g", "3rd") is left as
 * written. Typed answers are never repaired (the grader only calls this for OCR readings).
 */

/** Characters a reader confuses inside a word, each with what it may have been. */
const LOOK_ALIKES: readonly [string, readonly string[]][] = [
  ['rn', ['m']],
  ['cl', ['d']],
  ['vv', ['w']],
  ['m', ['rn']],
  ['1', ['l', 'i']],
  ['|', ['l', 'i']],
  ['l', ['i']],
  ['I', ['l']],
  ['0', ['o']],
];
/** At most this many look-alikes are changed in one word, and this many readings tried. */
const MAX_CHANGES = 4;
const MAX_READINGS = 256;

const TOKEN = /[\p{L}\d|]+(?:['’][\p{L}\d|]+)*/gu;
/** A number misread with letters: "l20", "l5", "1O0" (one real digit at least). */
const NUMBER_LIKE = /^[\dlI|Oo]+$/;
/** One capital and one digit ("O2", "I2", "B4"): a formula or a grid reference. */
const SYMBOL_AND_DIGIT = /^\p{Lu}\d$/u;
/** A number with its unit or ordinal ("10g", "3rd", "1st", "5pm"). */
const NUMBER_SUFFIX = /^\d+(?:st|nd|rd|th|am|pm|s)$/i;

/** An answer's reading with the misreads its question and scheme make sure of put right. */
export async function repairReading(
  answer: string,
  reference: string,
  known: KnownWords = KnownWords.shared(),
): Promise<string> {
  const maths = repairFormula(answer, reference);
  const words = known.withWordsOf(reference);
  const parts: string[] = [];
  let at = 0;
  for (const match of maths.matchAll(TOKEN)) {
    parts.push(maths.slice(at, match.index));
    at = match.index + match[0].length;
    const next = maths.slice(at);
    parts.push(
      repairNumber(match[0], reference) ?? (await repairWord(match[0], next, words)) ?? match[0],
    );
  }
  parts.push(maths.slice(at));
  return parts.join('');
}

/**
 * "12mv2" read for "½mv²" and "9]" for "9 J", only where the scheme writes the same: ½ (or 1/2)
 * before the same letter, that letter squared, J as the unit.
 */
export function repairFormula(answer: string, reference: string): string {
  const halved = new Set(
    [...reference.matchAll(/(?:½|(?<![\d.])1\s*\/\s*2)\s*(?:[x×*·]\s*)?(\p{L})/gu)].map(
      (m) => m[1],
    ),
  );
  const squared = new Set([...reference.matchAll(/(\p{L})\s*(?:²|\^\(?2\)?)/gu)].map((m) => m[1]));
  const joules = /\d\s*J\b/.test(reference);
  return answer
    .replace(/(?<![\d.,])12(?=\s*(?:[xX×*]\s*)?(\p{L}))/gu, (twelve, letter: string) =>
      halved.has(letter) ? '½' : twelve,
    )
    .replace(/(?<=\p{L})2(?![\d.,]|\p{L})/gu, (two: string, at: number, whole: string) =>
      squared.has(whole[at - 1]) ? '²' : two,
    )
    .replace(
      /(?<=\d)(\s*)\](?=\s*$|[\s.,;])/g,
      (bracket: string, space: string, at: number, whole: string) =>
        // "[9]" closes a bracket; "= 9]" with no bracket open is the unit misread.
        joules && !/\[[^\]\n]*$/.test(whole.slice(0, at)) ? `${space}J` : bracket,
    );
}

/** "l20" → "120", "l5" → "15", "1O0" → "100"; null when the token is not a misread number. */
function repairNumber(token: string, reference: string): string | null {
  if (!NUMBER_LIKE.test(token) || !/\d/.test(token) || /^\d+$/.test(token)) return null;
  if (SYMBOL_AND_DIGIT.test(token) || reference.includes(token)) return null;
  const chars = [...token];
  // A 1-like letter before a digit ("l20"), an O after one ("1O0"); "2l" stays algebra.
  const read = chars.map((c, i) => {
    if ('lI|'.includes(c)) return /\d/.test(token.slice(i + 1)) ? '1' : c;
    if ('Oo'.includes(c)) return /[\dlI|]/.test(token.slice(0, i)) ? '0' : c;
    return c;
  });
  const number = read.join('');
  return /^\d+$/.test(number) ? number : null;
}

/** A word misread with look-alikes ("co1d", "frorn", "gIucose") as the known word it was. */
async function repairWord(token: string, next: string, known: KnownWords): Promise<string | null> {
  const letters = token.replace(/[^\p{L}]/gu, '');
  if (token.length < 2 || letters.length === 0 || /['’]/.test(token)) return null;
  // Acronyms, roman numerals and formulas ("II", "IO", "CO2") are written in capitals.
  if (letters === letters.toUpperCase()) return null;
  if (/[2-9]/.test(token) || /^\d{2,}/.test(token) || NUMBER_SUFFIX.test(token)) return null;
  const leading = /^\d+/.exec(token);
  if (leading && unitLength(token.slice(leading[0].length)) > 0) return null;
  // "ln 2", "ln(x)": the function; "ln summer" is "In summer".
  if (FUNCTIONS.has(token) && !/^\s+\p{L}{2}/u.test(next)) return null;
  if (await known.has(token)) return null;
  for (const readings of readingsByChanges(token)) {
    const found = await known.best(readings);
    if (found) return found;
  }
  return null;
}

/** Each way of reading a word's look-alikes, grouped by how many are changed (fewest first). */
function readingsByChanges(token: string): string[][] {
  const byChanges: string[][] = Array.from({ length: MAX_CHANGES + 1 }, () => []);
  let count = 0;
  const walk = (at: number, read: string, changes: number): void => {
    if (count >= MAX_READINGS) return;
    if (at >= token.length) {
      if (changes > 0) {
        byChanges[changes].push(read);
        count += 1;
      }
      return;
    }
    walk(at + 1, read + token[at], changes);
    if (changes === MAX_CHANGES) return;
    for (const [seen, meant] of LOOK_ALIKES) {
      if (!token.startsWith(seen, at)) continue;
      for (const letter of meant) {
        // A 1-like stroke at the start of a word is a capital I ("ln" → "In", "lndus" → "Indus").
        const written = at === 0 && letter === 'i' ? 'I' : letter;
        walk(at + seen.length, read + written, changes + 1);
      }
    }
  };
  walk(0, '', 0);
  return byChanges.filter((readings) => readings.length > 0);
}
