import { type AnswerText, type AnswerToken, NAMING_POS } from 'src/ai/builtin/grading/answer-text';
import { listedSisters } from 'src/ai/builtin/grading/opposites';
import { degreeBase } from 'src/ai/builtin/grading/degrees';
import { PHRASE_GAP, WORD_MATCHED } from 'src/ai/builtin/grading/grading-thresholds';
import type { KeyPoint, PointWord } from 'src/ai/builtin/grading/key-point';
import type { WordMatch } from 'src/ai/builtin/grading/word-match';

/** "chloride", "chlorine", "sulfate", "sulfite": a root and the ending that names the substance. */
const CHEMICAL_ENDING = /^(\p{L}{3,}?)(ide|ine|ate|ite)s?$/u;

/**
 * Two names of different substances made from one root by another ending: "chlorine" (the
 * element) and "chloride" (its compound), "sulfate" and "sulfite". Not a spelling slip.
 */
export function otherSubstance(a: string, b: string): boolean {
  const x = CHEMICAL_ENDING.exec(a.toLowerCase());
  const y = CHEMICAL_ENDING.exec(b.toLowerCase());
  return x !== null && y !== null && x[1] === y[1] && x[2] !== y[2];
}

/** Words a named term runs to at most ("the Tropic of Cancer", "sodium chloride"). */
const TERM_WORDS = 4;

/**
 * A point that names a term rather than saying something of it: a few words, no verb. A
 * sister word in a sentence ("the sound would be higher" for "the pitch …") may say the same.
 */
function namesTerm(point: KeyPoint): boolean {
  const { tokens, content } = point.analysed;
  return (
    content.length > 0 &&
    content.length <= TERM_WORDS &&
    !tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')
  );
}

/** Whether `token` names a sister of the point's word: another member of its family. */
export function isSister(word: PointWord, token: AnswerToken): boolean {
  if (otherSubstance(word.token.lower, token.lower)) return true;
  const { sisters } = word.relations;
  const named = sisters.has(token.key) || sisters.has(token.lower);
  // WordNet's families are of nouns: a verb of the same spelling is another word.
  return (
    (named || sisters.has(degreeBase(token.key))) &&
    !(
      NAMING_POS.has(word.token.pos) &&
      !NAMING_POS.has(token.pos) &&
      !listedSisters(word.token.key).has(token.key)
    )
  );
}

const says = (m: WordMatch) => m.by !== null && m.strength >= WORD_MATCHED && !m.polarityClash;

/**
 * A named term with one of its words swapped for a sister term: "the Tropic of Capricorn" for
 * "the Tropic of Cancer", "sodium chlorine" for "sodium chloride", "meiosis" for "mitosis". The
 * sister stands where the point's word would, beside the point's word it goes with (a one-word
 * point: anywhere); the answer is another term, not a near match. Returns the sister words;
 * none the model answer names itself (`modelKeys`).
 */
export function swappedSisters(
  matches: readonly WordMatch[],
  point: KeyPoint,
  answer: AnswerText,
  modelKeys: ReadonlySet<string>,
): AnswerToken[] {
  if (!namesTerm(point)) return [];
  const saying = new Set(matches.filter(says).map((m) => m.by));
  const swapped: AnswerToken[] = [];
  matches.forEach((m, at) => {
    if (says(m) || m.word.token.negated) return;
    for (const token of answer.content) {
      // A sister the model answer names too ("rain" beside "snow") is another point made.
      const modelSays = modelKeys.has(token.key) || modelKeys.has(token.stem);
      if (saying.has(token) || token.negated || modelSays || !isSister(m.word, token)) continue;
      const alone = matches.length === 1;
      const beside = [matches[at - 1], matches[at + 1]].some(
        (next) => next !== undefined && says(next) && inPlaceOf(m.word, token, next, point, answer),
      );
      if (alone || beside) swapped.push(token);
    }
  });
  return swapped;
}

/**
 * Whether `token` stands to the answer's word for `next` as the point's word stands to
 * `next`'s word in the point: on the same side, as near (a word more or less).
 */
function inPlaceOf(
  word: PointWord,
  token: AnswerToken,
  next: WordMatch,
  point: KeyPoint,
  answer: AnswerText,
): boolean {
  const by = next.by!;
  if (by.sentence !== token.sentence) return false;
  const inPoint =
    point.analysed.tokens.indexOf(word.token) - point.analysed.tokens.indexOf(next.word.token);
  const inAnswer = answer.tokens.indexOf(token) - answer.tokens.indexOf(by);
  return (
    Math.sign(inPoint) === Math.sign(inAnswer) &&
    inAnswer !== 0 &&
    Math.abs(inAnswer) <= Math.max(Math.abs(inPoint) + 1, PHRASE_GAP)
  );
}
