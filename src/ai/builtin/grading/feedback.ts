import { NAMING_POS, readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { readConventions } from 'src/ai/builtin/grading/scheme-conventions';
import type { StepMark } from 'src/ai/ports/answer-grading.port';

/** At most this many things named for one missing point ("monsoon winds and rain"). */
const MAX_NAMED = 3;

const marks = (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'}`;

/** What the feedback of one question is written from. */
export interface FeedbackInput {
  /** The student's answer as written. */
  answer: string;
  questionText: string;
  score: number;
  maxMarks: number;
  steps: readonly StepMark[];
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const withoutStop = (text: string) => text.trim().replace(/[.;:]+$/, '');

/** The student's words in quotation marks, without the full stop a sentence of ours adds. */
const quote = (text: string) => `"${withoutStop(text)}"`;

/** The keys of a text's words, to tell which of a point's things the answer or question has. */
const keysOf = (text: string) =>
  new Set(readAnswerText(text).content.flatMap((t) => [t.key, t.stem]));

/** A step of working or a result ("b = 8 cm", "Area = 12 × 8"), not a point that counts ("Any 2 from"). */
const isNumberPoint = (core: string) =>
  /\d/.test(core) && (core.match(/\p{L}{4,}/gu) ?? []).length < 3;

/**
 * What a point is about, in its own nouns, for a student: the things it names that neither the
 * answer nor the question has yet ("monsoon winds and rain"), never the scheme's line itself. A
 * number point is a step of working, or the final answer when it is the last.
 */
/** How many of a point's words name an idea that has no nouns of its own. */
const MAX_IDEA_WORDS = 8;

export function missingThings(step: StepMark, last: boolean, input: FeedbackInput): string {
  const core = readConventions(step.point).core || step.point;
  if (isNumberPoint(core)) return last ? 'the final answer' : 'a step of working';
  const bare = core
    .replace(/\b\d*\s*marks?\b/gi, ' ')
    .replace(/^\s*any\s+\w+\s+(?:from|of)\b:?/i, '');
  const analysed = readAnswerText(bare);
  const known = new Set([...keysOf(input.answer), ...keysOf(input.questionText)]);
  const phrases: { words: string[]; fresh: boolean }[] = [];
  let previous = -2;
  analysed.tokens.forEach((token, at) => {
    if (!token.content || !NAMING_POS.has(token.pos)) return;
    const fresh = !known.has(token.key) && !known.has(token.stem);
    const word = token.pos === 'PROPN' ? token.text : token.text.toLowerCase();
    const phrase = phrases[phrases.length - 1];
    // One phrase: nouns side by side in one clause ("monsoon winds"), not across a ";".
    const joined = at === previous + 1 && analysed.tokens[previous].clause === token.clause;
    if (phrase && joined) {
      phrase.words.push(word);
      phrase.fresh ||= fresh;
    } else phrases.push({ words: [word], fresh });
    previous = at;
  });
  const named = phrases.filter((p) => p.fresh).map((p) => p.words.join(' '));
  const things = named.length > 0 ? named : phrases.map((p) => p.words.join(' '));
  if (things.length > 0) return list(things.slice(0, MAX_NAMED));
  // A point that names no thing ("blue is scattered much more than red"): the idea in brief.
  const idea = bare
    .trim()
    .replace(/[.;:]+$/, '')
    .split(/\s+/)
    .slice(0, MAX_IDEA_WORDS)
    .join(' ');
  return `the idea that ${idea.charAt(0).toLowerCase()}${idea.slice(1)}`;
}

/** The misconceptions the steps name, each once. */
function misconceptionSentences(steps: readonly StepMark[]): string[] {
  const seen = new Set<string>();
  const sentences: string[] = [];
  for (const { misconception, evidence } of steps) {
    if (!misconception || seen.has(misconception.statement)) continue;
    seen.add(misconception.statement);
    const correct = `The correct idea: ${misconception.correction}`;
    if (misconception.topicId) {
      const same =
        evidence &&
        withoutStop(evidence).toLowerCase() === withoutStop(misconception.statement).toLowerCase();
      const wrote = evidence && !same ? ` (you wrote ${quote(evidence)})` : '';
      sentences.push(`Misconception: ${quote(misconception.statement)}${wrote}. ${correct}`);
    } else sentences.push(`Not right: you wrote ${quote(misconception.statement)}. ${correct}`);
  }
  return sentences;
}

/** The points still to earn, the largest first, each named by what it is about, with its marks. */
function stillToEarn(input: FeedbackInput): { things: string; left: number }[] {
  const { steps } = input;
  const last = steps[steps.length - 1];
  return steps
    .filter((s) => (s.status === 'missing' || s.status === 'partial') && !s.misconception)
    .map((s) => ({ things: missingThings(s, s === last, input), left: s.marks - s.awarded }))
    .sort((a, b) => b.left - a.left);
}

const isWorking = (things: string) =>
  things === 'a step of working' || things === 'the final answer';

/**
 * What is missing and one next step: correct a misconception first; else add the largest missing
 * part (alone, it is the next step; with others, they are listed first); else check the answer.
 */
function missingAndNext(input: FeedbackInput): string[] {
  const { steps } = input;
  const open = stillToEarn(input);
  const listed =
    open.length > 1
      ? [`Not yet in your answer: ${open.map((o) => `${o.things} (${marks(o.left)})`).join('; ')}.`]
      : [];
  if (steps.some((s) => s.misconception?.topicId)) {
    return [
      ...listed,
      'Next step: learn the correct idea and use it to explain your answer again.',
    ];
  }
  if (open.length > 0) {
    const [largest] = open;
    const left = open.length === 1 ? ` (${marks(largest.left)})` : '';
    const next = isWorking(largest.things)
      ? `Next step: show every step of your working, then the final answer with its unit${left}.`
      : `Next step: add the part about ${largest.things}${left}.`;
    return [...listed, next];
  }
  if (steps.some((s) => s.misconception)) {
    return ['Next step: check what you wrote against the correct idea above.'];
  }
  if (steps.some((s) => s.status === 'contradicted')) {
    return ['Next step: check your working and your answer again.'];
  }
  return [];
}

/**
 * Feedback for one question, for the student and the teacher: the score, what was right (in the
 * student's own words), what is wrong and the correct idea (a misconception named), what is
 * still missing (named by what it is about, not by the scheme's line) and one next step.
 */
export function questionFeedback(input: FeedbackInput): string {
  const { answer, score, maxMarks, steps } = input;
  if (!answer.trim()) {
    return `No answer was written, so none of the ${marks(maxMarks)} could be awarded.`;
  }
  if (steps.length === 0) {
    return 'There is no model answer or marking scheme for this question, so the answer could not be scored.';
  }
  const parts = [`${score} out of ${marks(maxMarks)}.`];
  const right = [
    ...new Set(
      steps
        .filter((s) => (s.status === 'earned' || s.status === 'partial') && s.evidence)
        .map((s) => quote(s.evidence!)),
    ),
  ];
  if (right.length > 0) {
    parts.push(`${score >= maxMarks ? 'All correct' : 'Right'}: ${list(right)}.`);
  }
  parts.push(...misconceptionSentences(steps));
  const wrong = steps.filter((s) => s.status === 'contradicted' && !s.misconception && s.evidence);
  if (wrong.length > 0) {
    parts.push(`Not right: ${list([...new Set(wrong.map((s) => quote(s.evidence!)))])}.`);
  }
  parts.push(...missingAndNext(input));
  return parts.join(' ');
}
