/** The lesson's close: the plenary on the misconceptions it raised, and the exit ticket. */
import {
  inSentence,
  questionsBelow,
  sentence,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import { objectiveGap } from 'src/ai/builtin/teaching/curriculum/lesson-gaps';
import type {
  Planning,
  PlannedComponent,
} from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import {
  answerKey,
  type CheckQuestion,
  take,
  trueFalse,
} from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import { askKind, methodTaught } from 'src/ai/builtin/teaching/curriculum/lesson-taught';
import { isStageCheck } from 'src/ai/builtin/teaching/curriculum/lesson-order';
import { givesAway } from 'src/ai/builtin/teaching/curriculum/answer-giveaway';

/** Statements the plenary revisits: the starter's and one more. */
const PLENARY = 2;

/**
 * The plenary's statements: the starter's and one more the board corrected, each shown and then
 * asked (never a statement the slide did not show).
 */
export function plenaryStatements(p: Planning): CheckQuestion[] {
  return p.bank.misconception.slice(0, PLENARY);
}

export function closure(p: Planning): PlannedComponent {
  const statements = plenaryStatements(p).map((q) => q.question);
  const wrong = p.k.misconceptions.filter((m) => statements.includes(trueFalse(m).question));
  return {
    name: 'Plenary: misconceptions revisited',
    description: 'Return to the starter statement and correct the common misconceptions.',
    script: [
      ...wrong.map(
        (w) =>
          `Show "${stop(w.wrong)}". Ask who has changed their mind and why. Correct idea: ${sentence(w.correct)}`,
      ),
      `Students write one sentence summing up ${inSentence(p.k.main.title)}.`,
    ],
    questions: plenaryStatements(p),
    notes: 'Ask students who voted "true" in the starter to explain the correct idea.',
    weight: 1,
  };
}

/**
 * The technique a writing aim names, as "you can …" takes it: "use …" itself, or the part after
 * the text it describes ("write a description that uses details from several senses" → "use
 * details from several senses"); null for an aim about the whole text.
 */
export function technique(aim: string): string | null {
  const text = stop(aim);
  if (/^use\b/i.test(text)) return text;
  const part = /^write an? [a-z -]+? (?:that|which) ([a-z]+)\b(.*)$/i.exec(text);
  if (!part) return null;
  const [, verb, rest] = part;
  const base =
    verb === 'has'
      ? 'have'
      : /(ch|sh|ss|x)es$/.test(verb)
        ? verb.slice(0, -2)
        : verb.endsWith('s')
          ? verb.slice(0, -1)
          : null;
  return base ? `${base}${rest}` : null;
}

/** A maths exercise's kind (its ask without the numbers); any other item is its own kind. */
function exitKind(p: Planning, q: CheckQuestion): string {
  return p.k.main.subject === 'mathematics' ? askKind(q.question) : q.question;
}

/**
 * One question per objective the slip can check (the skill itself, not its glossary; a whole text
 * is checked by the writing task), then an apply question when fewer than two.
 */
export function exitTicket(p: Planning): PlannedComponent {
  // Never a question that gives its answer away ('What does "Thanks" involve?' → thank …).
  const fair = (q: CheckQuestion) => methodTaught(p, q) && !givesAway(q.question, q.answer);
  const checked = p.objectives
    .filter((o) => !o.byTask && !p.checked.has(o.outcome) && fair(o.check))
    .slice(0, 3);
  // Each objective's item, and one for each other part of a joined one ("perimeter and area"),
  // never two exercises of one kind (two means).
  const kinds = new Set<string>();
  const questions = checked
    .flatMap((o) => [o.check, ...(o.more ?? [])].map((q) => objectiveGap(p, o, q)))
    .flatMap((q) => q ?? [])
    .filter((q) => {
      const kind = exitKind(p, q);
      if (!fair(q) || kinds.has(kind)) return false;
      kinds.add(kind);
      return true;
    })
    .slice(0, 5);
  for (const o of checked) p.checked.add(o.outcome);
  for (const q of questions) {
    p.asked.add(q.question);
    p.asked.add(answerKey(q));
  }
  // Then a new case, a misconception the plenary left, and only then a stage of the process.
  // A writing task shows the text's structure: its slip asks no stage of it, read off the board
  // (the bank's cases borrow the stages when the topic has no case of its own).
  const writes = p.objectives.some((o) => o.byTask);
  const staged = (q: CheckQuestion) => writes && isStageCheck(p, q);
  const other = (q: CheckQuestion) => fair(q) && !staged(q) && !kinds.has(exitKind(p, q));
  if (questions.length < 2)
    questions.push(
      ...take(
        { ...p.bank, apply: p.bank.apply.filter(other) },
        'apply',
        2 - questions.length,
        p.asked,
      ),
    );
  const spare = { ...p.bank, misconception: p.bank.misconception.slice(2).filter(fair) };
  if (questions.length < 2)
    questions.push(...take(spare, 'misconception', 2 - questions.length, p.asked));
  if (questions.length < 2)
    questions.push(
      ...take(
        { ...p.bank, explain: p.bank.explain.filter((q) => fair(q) && !staged(q)) },
        'explain',
        2 - questions.length,
        p.asked,
      ),
    );
  const byTask = p.objectives.filter((o) => o.byTask).map((o) => inSentence(o.outcome));
  // Nothing left to ask but a writing task: the slip checks a technique it uses in the student's
  // own text (one line cannot show a whole text's structure), else a line that meets its checklist.
  if (questions.length === 0)
    questions.push(
      ...byTask
        .map(technique)
        .filter((aim): aim is string => aim !== null)
        .slice(0, 2)
        .map((aim) => ({
          question: `Copy the line of your writing that best shows you can ${aim}, and name what it does.`,
          answer: `A line quoted from the student's own writing in which they ${aim}, with the technique named correctly.`,
        })),
    );
  if (questions.length === 0 && byTask.length > 0)
    questions.push({
      question:
        "Copy the sentence of your writing that works best, and name the point of the task's checklist it meets.",
      answer:
        "A sentence quoted from the student's own writing and a point of the checklist it really meets (not only its length).",
    });
  const elsewhere =
    byTask.length > 0 ? ` The writing task's checklist checks: ${byTask.join('; ')}.` : '';
  const against =
    checked.length > 0
      ? `against the outcomes they check: ${checked.map((o) => inSentence(o.outcome)).join('; ')}.`
      : 'by whether each answer matches its expected answer.';
  return {
    name: 'Exit ticket',
    description: `${questions.length} questions answered alone on a slip, marked before the next lesson.`,
    script: [
      `Hand out slips with ${questionsBelow(questions.length)}; students answer alone in silence.`,
    ],
    questions,
    notes: `Sort the slips into "secure" and "not yet" ${against}${elsewhere}`,
    weight: 1,
  };
}
