/**
 * Guided practice on a process: the class puts its stages in order, never "what does stage X
 * involve?" read off the diagram the teacher has just drawn.
 */
import { processRef } from 'src/ai/builtin/teaching/curriculum/draft';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import type { Planning } from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import { sentence } from 'src/ai/builtin/teaching/curriculum/draft';

/** A process needs this many stages for their order to be worth asking. */
const ORDERED = 3;

/** Whether the question asks what one stage of a process involves (its answer is the stage's). */
export function isStageCheck(p: Planning, q: CheckQuestion): boolean {
  return p.k.stages.some((st) => q.answer === sentence(st.stages[st.index].description));
}

/** The stages shuffled so that none stays first: odd places first, then even ones. */
function shuffled<T>(items: readonly T[]): T[] {
  return [...items.filter((_, i) => i % 2 === 1), ...items.filter((_, i) => i % 2 === 0)];
}

/**
 * "Put the stages of the layout of an informal letter in order: …", keyed with the order, for
 * the first process of three or more stages the lesson has not yet asked to order.
 */
export function orderingCheck(p: Planning): CheckQuestion | null {
  for (const process of p.k.processes) {
    if (process.stages.length < ORDERED) continue;
    const names = process.stages.map((st) => st.name);
    const question = `Put the stages of ${processRef(process.name)} in order: ${shuffled(names).join('; ')}.`;
    if (p.asked.has(question)) continue;
    p.asked.add(question);
    return { question, answer: names.join(' → ') };
  }
  return null;
}

/** The bank without the stage checks: guided practice orders the stages instead. */
export function withoutStageChecks(p: Planning): Planning['bank'] {
  return { ...p.bank, explain: p.bank.explain.filter((q) => !isStageCheck(p, q)) };
}

/** The questions so far, with the ordering item when there is room for it (at most `n` in all). */
export function withOrdering(p: Planning, questions: CheckQuestion[], n = 2): CheckQuestion[] {
  if (questions.length >= n) return questions;
  const order = orderingCheck(p);
  return order ? [...questions, order] : questions;
}
