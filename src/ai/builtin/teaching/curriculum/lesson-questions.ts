import type { Misconception } from 'src/ai/builtin/curriculum/curriculum-topic';
import { answersQuestion } from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { contentWords, overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { boardTerms, mathsExercise } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import {
  inSentence,
  listWords,
  meaning,
  sentence,
  stageQuestion,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import { mathsCheck, workedKey } from 'src/ai/builtin/teaching/curriculum/maths-keys';

/** A question a teacher asks aloud, with the answer to mark against. */
export interface CheckQuestion {
  question: string;
  answer: string;
}

/** A problem as a question: one final stop, also after a closing quotation mark. */
export function asked(text: string): string {
  return /[.!?]['"’”]$/.test(text.trim()) ? text.trim() : sentence(text);
}

/** What each kind of lesson moment asks. */
export type QuestionKind = 'recall' | 'explain' | 'apply' | 'misconception';

/** Glossary questions, the terms on the board first (a lesson asks what it taught). */
function recall(k: TopicKnowledge): CheckQuestion[] {
  const board = boardTerms(k);
  return [...board, ...k.terms.filter((t) => !board.includes(t))].map((item) => ({
    question: `What is meant by ${item.term}?`,
    answer: meaning(item.term, item.definition),
  }));
}

/** History's causes are past events. */
const past = (k: TopicKnowledge) => k.main.strand === 'history';

function explain(k: TopicKnowledge): CheckQuestion[] {
  return [
    ...k.stages.map((item) => ({
      question: stageQuestion(k, item.stages[item.index].name, item.process),
      answer: sentence(item.stages[item.index].description),
    })),
    // A past event is asked as what it led to; "what happens" is for what happens every time.
    ...k.causes.map((item) => ({
      question: `${sentence(item.cause)} ${past(k) ? 'What did this lead to?' : 'What happens as a result?'}`,
      answer: sentence(item.effect),
    })),
  ];
}

/** Exercises of the lesson's own skills when it names them, else of the topic's. */
function exercisesFor(k: TopicKnowledge, seed: string, skills?: readonly string[]) {
  // Six: the quick checks after the explanation take two cases, the guided practice two more.
  const levels = ['easy', 'easy', 'medium', 'medium', 'easy', 'medium'] as const;
  if (!skills || skills.length === 0)
    return levels
      .map((difficulty, attempt) => mathsExercise(k, difficulty, attempt, seed))
      .filter((exercise) => exercise !== null);
  return levels.flatMap(
    (difficulty, attempt) =>
      k.maths.exercises(skills[attempt % skills.length], {
        grade: k.grade,
        difficulty,
        count: 1,
        seed: `${seed}|lesson|${attempt}`,
      })[0] ?? [],
  );
}

function apply(k: TopicKnowledge, seed: string, skills?: readonly string[]): CheckQuestion[] {
  const exercises = exercisesFor(k, seed, skills);
  return [
    ...exercises.map(mathsCheck),
    // A source extract is the lesson's source work, not a quick question.
    ...k.examples
      .filter((item) => !/\b(extract|source)\b/i.test(item.problem))
      .map((item) => ({
        question: asked(item.problem),
        answer: k.main.subject === 'mathematics' ? workedKey(item) : stop(item.answer),
      })),
    // Predicting a known past event is hindsight guessing: history asks for none.
    ...(past(k) ? [] : k.causes).map((item) => ({
      question: `Predict: ${inSentence(item.cause)}. What would you expect to happen?`,
      answer: sentence(item.effect),
    })),
  ];
}

/** A misconception asked as a true/false statement, with its correction. */
export function trueFalse(item: Misconception): CheckQuestion {
  return {
    question: `True or false, and why: "${stop(item.wrong)}"?`,
    answer: `False. ${sentence(item.correct)}`,
  };
}

function misconception(k: TopicKnowledge): CheckQuestion[] {
  return k.misconceptions.map(trueFalse);
}

/**
 * The lesson's question bank by kind, in a fixed order (the same plan asks the same questions, so
 * step 3 finds the answers of the questions step 2 chose). Kinds with nothing to ask borrow from
 * recall. With `skills`, the maths exercises are of those skills only (the lesson's objectives').
 */
export function questionBank(
  k: TopicKnowledge,
  seed: string,
  skills?: readonly string[],
): Record<QuestionKind, CheckQuestion[]> {
  // Only questions their answers answer are asked.
  const answered = (questions: CheckQuestion[]) =>
    questions.filter((q) => answersQuestion(q.question, q.answer));
  const bank = {
    recall: answered(recall(k)),
    explain: answered(explain(k)),
    apply: answered(apply(k, seed, skills)),
    misconception: answered(misconception(k)),
  };
  if (bank.explain.length === 0) bank.explain = bank.recall;
  if (bank.apply.length === 0) bank.apply = bank.explain;
  return bank;
}

/**
 * Takes `n` questions of a kind not yet asked in the lesson (nor with an answer already given:
 * "Predict: …" and "… What happens?" on one cause are the same question). With `about`, the
 * questions sharing most words with it come first: a component asks about its own activity.
 */
export function take(
  bank: Record<QuestionKind, CheckQuestion[]>,
  kind: QuestionKind,
  n: number,
  asked: Set<string>,
  about?: string,
): CheckQuestion[] {
  const fresh = bank[kind].filter((q) => !asked.has(q.question) && !asked.has(answerKey(q)));
  const words = about ? contentWords(about) : null;
  const ranked = words
    ? fresh
        .map((q, rank) => ({
          q,
          rank,
          hit: overlap(contentWords(`${q.question} ${q.answer}`), words),
        }))
        .sort((a, b) => b.hit - a.hit || a.rank - b.rank)
        .map((entry) => entry.q)
    : fresh;
  const chosen = ranked.slice(0, n);
  for (const q of chosen) {
    asked.add(q.question);
    asked.add(answerKey(q));
  }
  return chosen;
}

/** The key under which a question's answer counts as asked. */
export function answerKey(q: CheckQuestion): string {
  return `answer:${q.answer.trim().toLowerCase()}`;
}

/**
 * A short paragraph that explains an objective with the board's first terms, keyed with the
 * objective's points: the written practice when the bank has nothing left to ask.
 */
export function paragraphTask(
  terms: readonly string[],
  objective: { outcome: string; check: CheckQuestion },
): CheckQuestion {
  const aim = stop(objective.outcome);
  const using = terms.length > 0 ? `, using the terms ${listWords(terms.slice(0, 3))}` : '';
  return {
    question: `Write a short paragraph for a classmate who missed the lesson that does this: ${aim.charAt(0).toLowerCase()}${aim.slice(1)}${using}.`,
    answer: `A paragraph in the student's own words that makes these points: ${stop(objective.check.answer)}.`,
  };
}
