import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { PlanQuestion } from 'src/ai/ports/action-planning.port';
import type { StatedMisconception } from 'src/ai/ports/answer-grading.port';
import { queryWords } from 'src/ai/builtin/curriculum/curriculum-search';
import { sentencesOf } from 'src/ai/builtin/action-plans/concepts';

/**
 * Known misconceptions (the curriculum's) found in what students and teachers write. Written so
 * the grader can share `statedMisconception`: it takes only the answer and the topics.
 */

/** A sentence states a misconception when it says this share of the misconception's words… */
const STATED_SHARE = 0.8;
/** …or when this many of its own words, nearly all, are the misconception's. */
const WITHIN_SHARED = 4;
/** A teacher's "Misconception: …" names a curriculum one when this share of its words is in it. */
const NAMED_SHARE = 0.6;
const MIN_SHARED = 3;

/** Words that say what kind of remark a teacher makes, not what the student believes. */
const REMARK_WORDS = new Set(['misconception', 'student', 'think', 'believe', 'say', 'wrong']);

/** Words that carry no claim of their own (the search's stop words go first). */
const FUNCTION_WORDS = new Set(
  `it they them this that these those when then so because than was were has have had do does did
  will would can could there one also very only just just both all`.split(/\s+/),
);
const NEGATIONS = new Set(['not', 'no', 'never', 'nt', 'without', 'neither', 'nor']);
/** Words students use for the same relation. */
const SAME_AS: Record<string, string> = { near: 'clos', nearer: 'clos', nearest: 'clos' };

/** A crude stem both sides share ("closer", "close" → "clos"; "hotter" → "hot"). */
function stem(word: string): string {
  if (SAME_AS[word]) return SAME_AS[word];
  const cut = word.length > 4 ? word.replace(/(?:ing|ed|er|est|es|e)$/, '') : word;
  return cut.replace(/([^aeiou])\1$/, '$1');
}

/**
 * The words a sentence's claim rests on, stemmed; "not" stands for any negation. Plain words, not
 * a tagger's lemmas: "closer" and "Sun." must meet "close" and "Sun".
 */
export function claimWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of queryWords(text.replace(/n't\b/gi, ' not'))) {
    if (NEGATIONS.has(word)) words.add('not');
    else if (!FUNCTION_WORDS.has(word)) words.add(stem(word));
  }
  return words;
}

interface Known {
  topicId: string;
  wrong: string;
  correct: string;
  wrongLemmas: Set<string>;
  correctLemmas: Set<string>;
}

const cache = new WeakMap<CurriculumTopic, Known[]>();

function knownOf(topic: CurriculumTopic): Known[] {
  let known = cache.get(topic);
  if (!known) {
    known = topic.misconceptions.map((item) => ({
      topicId: topic.id,
      wrong: item.wrong,
      correct: item.correct,
      wrongLemmas: claimWords(item.wrong),
      correctLemmas: claimWords(item.correct),
    }));
    cache.set(topic, known);
  }
  return known;
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  [...a].filter((item) => item !== 'not' && b.has(item)).length;

const asStated = (known: Known): StatedMisconception => ({
  statement: known.wrong.replace(/\.$/, ''),
  correction: known.correct,
  topicId: known.topicId,
});

/**
 * The curriculum misconception an answer states: one of its sentences says at least three
 * quarters of the misconception's content words, negated alike ("not … closer" is not "closer").
 * Null when none does. The answer must state it, not merely mention the topic's words.
 */
export function statedMisconception(
  answer: string,
  topics: readonly CurriculumTopic[],
): StatedMisconception | null {
  let best: { known: Known; share: number } | null = null;
  for (const sentence of sentencesOf(answer)) {
    const lemmas = claimWords(sentence.text);
    for (const known of topics.flatMap(knownOf)) {
      if (known.wrongLemmas.has('not') !== lemmas.has('not')) continue;
      const words = [...known.wrongLemmas].filter((item) => item !== 'not').length;
      const found = shared(known.wrongLemmas, lemmas);
      const own = [...lemmas].filter((item) => item !== 'not').length;
      const share = words > 0 ? found / words : 0;
      const within = found >= WITHIN_SHARED && found >= own * STATED_SHARE;
      if (found < MIN_SHARED || (share < STATED_SHARE && !within)) continue;
      if (!best || share > best.share) best = { known, share };
    }
  }
  return best ? asStated(best.known) : null;
}

/**
 * The curriculum misconception a teacher's statement names ("seasons are caused by distance from
 * the Sun" → "It is summer when the Earth is closer to the Sun"): most of the statement's words
 * are in the misconception or in its correct idea. Null when none is named.
 */
export function namedMisconception(
  statement: string,
  topics: readonly CurriculumTopic[],
): StatedMisconception | null {
  const lemmas = new Set([...claimWords(statement)].filter((item) => !REMARK_WORDS.has(item)));
  const words = [...lemmas].filter((item) => item !== 'not').length;
  let best: { known: Known; share: number } | null = null;
  for (const known of topics.flatMap(knownOf)) {
    const found = shared(lemmas, new Set([...known.wrongLemmas, ...known.correctLemmas]));
    const share = words > 0 ? found / words : 0;
    if (found < MIN_SHARED || share < NAMED_SHARE) continue;
    if (!best || share > best.share) best = { known, share };
  }
  return best ? asStated(best.known) : null;
}

const REMARK =
  /\bmisconceptions?\b\s*(?:[:\-–—]|\(|that\b|is that\b|here\b\s*[:\-–—]?)?\s*([^.;!?\n)]*)/i;

/**
 * What a teacher's comment says the student believes: the words after "Misconception:" (or
 * "misconception that …"); an empty string when the comment only says "Misconception"; null when
 * the comment names no misconception.
 */
export function teacherStatement(comment: string | null | undefined): string | null {
  if (!comment) return null;
  const match = REMARK.exec(comment);
  if (!match) return null;
  return match[1].trim().replace(/^["“‘']|["”’']$/g, '');
}

export interface AnswerClaim {
  /** Answers with the same key hold the same belief. */
  key: string;
  statement: string;
  correct: string | null;
  byTeacher: boolean;
  /** The teacher's own words for it ("seasons are caused by distance from the Sun"). */
  remark?: string;
}

const known = (statement: string, correct: string, topicId: string | null, byTeacher: boolean) => ({
  key: `${topicId ?? ''}|${statement.toLowerCase().replace(/[\s.]+$/, '')}`,
  statement,
  correct,
  byTeacher,
});

/**
 * What an answer shows the student believes: the grader's misconception, the teacher's comment
 * ("Misconception: …", matched to the curriculum's when it names one) and the curriculum
 * misconception the answer itself states.
 */
export function claimsOfAnswer(
  question: Pick<PlanQuestion, 'studentAnswer' | 'misconceptions' | 'teacherComment'>,
  topic: CurriculumTopic | null,
): AnswerClaim[] {
  const topics = topic ? [topic] : [];
  const claims: AnswerClaim[] = (question.misconceptions ?? []).map((item) =>
    known(item.statement, item.correction, item.topicId, false),
  );
  const stated = statedMisconception(question.studentAnswer, topics);
  if (stated) claims.push(known(stated.statement, stated.correction, stated.topicId, false));
  const remark = teacherStatement(question.teacherComment);
  if (remark !== null) {
    const named = remark ? namedMisconception(remark, topics) : stated;
    if (named)
      claims.push({ ...known(named.statement, named.correction, named.topicId, true), remark });
    else if (remark) {
      const words = [...claimWords(remark)].sort().join(' ');
      claims.push({ key: `teacher|${words}`, statement: remark, correct: null, byTeacher: true });
    }
  }
  return claims;
}
