import { type AnswerText, type AnswerToken, NAMING_POS } from 'src/ai/builtin/grading/answer-text';
import type { KeyPoint, PointWord } from 'src/ai/builtin/grading/key-point';
import type { JudgingContext } from 'src/ai/builtin/grading/point-judgement';
import { saysWord } from 'src/ai/builtin/grading/word-match';

/**
 * Whether the answer says a point word of what another key point is about: "metal is an
 * insulator" has "insulator" but not the point "wood is an insulator".
 */
export function saidOfAnother(
  word: PointWord,
  by: AnswerToken,
  point: KeyPoint,
  answer: AnswerText,
  context: JudgingContext,
): boolean {
  const others = context.pointSubjects.filter(
    (subject) => !point.words.some((w) => w.token.key === subject.token.key),
  );
  const subject = subjectBefore(answer, by);
  if (!subject) return false;
  const same = (w: PointWord, t: AnswerToken) => saysWord(w, t, context.lowConfidence);
  // Or, among several points, another thing the question names beside this point's ("plant
  // and animal cells"): "animal cells have a cell wall" against "plant cells have a cell wall".
  // (With one point, a clause may well be about something else the question names.)
  const ownSubject = point.subject;
  const otherInQuestion =
    context.severalPoints &&
    subject.pos === 'NOUN' &&
    ownSubject !== null &&
    ownSubject.inQuestion &&
    context.questionKeys.has(subject.key) &&
    !point.words.some((w) => same(w, subject));
  const clause = answer.content.filter((t) => t.clause === by.clause && t !== by);
  // The two things share their other words ("cells"): only the point's own thing tells them apart.
  if (otherInQuestion) return !clause.some((t) => same(ownSubject, t));
  if (!others.some((w) => same(w, subject))) return false;
  const own = point.words.filter(
    (w) => w !== word && NAMING_POS.has(w.token.pos) && w.token.clause === word.token.clause,
  );
  return !clause.some((t) => own.some((w) => same(w, t)));
}

/**
 * What the clause of `by` says something of: its first noun before its verb ("metal is an
 * insulator"); none when a pronoun or nothing stands there ("It changes into heat by friction"
 * says nothing of the heat). A clause without a verb: its first noun before `by`.
 */
function subjectBefore(answer: AnswerText, by: AnswerToken): AnswerToken | null {
  const before = answer.tokens.filter((t) => t.clause === by.clause && t.start < by.start);
  const verb = before.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const head = verb >= 0 ? before.slice(0, verb) : before;
  return head.find((t) => t.content && NAMING_POS.has(t.pos)) ?? null;
}

/**
 * The thing a word is said of: the noun right after an adjective ("a high pitch"), else the
 * nearest noun before it in its clause ("the temperature rises", "the string is shorter").
 */
function thingOf(tokens: readonly AnswerToken[], word: AnswerToken): AnswerToken | null {
  let thing: AnswerToken | null = null;
  for (const [at, token] of tokens.entries()) {
    if (token === word) {
      const next = tokens[at + 1];
      return word.pos === 'ADJ' && next?.clause === word.clause && NAMING_POS.has(next.pos)
        ? next
        : thing;
    }
    if (token.clause === word.clause && NAMING_POS.has(token.pos)) thing = token;
  }
  return thing;
}

const DEGREE_TAGS = new Set(['ADJ', 'ADV']);

/** Whether the answer's verb and the point's word are said of the same thing. */
export function saidOfSameThing(
  token: AnswerToken,
  answer: AnswerText,
  word: PointWord,
  point: KeyPoint,
  context: JudgingContext,
): boolean {
  // Comparatives ("lower", "longer") are read as sides of a correlation, which a student may
  // state from either end; only what things do ("the temperature increases") is checked here.
  if (DEGREE_TAGS.has(token.pos) || DEGREE_TAGS.has(word.token.pos)) return false;
  const theirs = thingOf(answer.content, token);
  const ours = thingOf(point.analysed.content, word.token);
  if (!theirs || !ours) return false;
  const ourWord = point.words.find((w) => w.token.key === ours.key);
  return ourWord ? saysWord(ourWord, theirs, context.lowConfidence) : theirs.key === ours.key;
}
