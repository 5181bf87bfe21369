import type { DocumentPractice } from 'src/ai/builtin/teaching/curriculum/document-practice';
import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import { focusFirst } from 'src/ai/builtin/teaching/curriculum/focus';
import type { ObjectivePlan } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { capitalise } from 'src/ai/builtin/teaching/curriculum/draft';
import {
  type CheckQuestion,
  type QuestionKind,
  take,
} from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/** One component of the lesson as the curriculum plans it. */
export interface PlannedComponent {
  name: string;
  description: string;
  script: string[];
  questions: CheckQuestion[];
  notes: string;
  /** Share of its block's minutes. */
  weight: number;
}

export interface Planning {
  k: TopicKnowledge;
  bank: Record<QuestionKind, CheckQuestion[]>;
  asked: Set<string>;
  used: Set<string>;
  /** The board's text and the problems worked in front of the class: the methods modelled. */
  modelled: string[];
  /** Outcomes a question of the lesson already checks. */
  checked: Set<string>;
  objectives: ObjectivePlan[];
  seed: string;
  /** What the objectives teach: a question about it comes before one about something untaught. */
  about?: string;
  /** The teacher's document, with the lines the lesson prints: practice asks about the rest. */
  document?: DocumentPractice;
}

/** A set-up that needs time before the lesson (a plant kept in the dark, seeds left to grow). */
const NEEDS_DAYS = /\b(days?|overnight|weeks?|hours|next lesson)\b/i;

/**
 * The next unused activity of the kinds: one an objective needs first (only it teaches that
 * objective), then the best by `prefer`, then one that fits the slot (on the focus first).
 */
export function activity(
  p: Planning,
  kinds: Activity['kind'][],
  minutes?: number,
  prefer: (a: Activity) => number = () => 0,
): Activity | null {
  const needed = new Set(p.objectives.map((o) => o.activity).filter((name) => name));
  const open = focusFirst(
    p.k.topics.flatMap((topic) => topic.activities),
    (a) => `${a.name} ${a.description}`,
    p.k.focus,
  )
    .filter((a) => kinds.includes(a.kind) && !p.used.has(a.name) && doable(p, a, minutes))
    .map((a, rank) => ({ a, rank, need: needed.has(a.name) ? 1 : 0, score: prefer(a) }))
    .sort((x, y) => y.need - x.need || y.score - x.score || x.rank - y.rank)
    .map((entry) => entry.a);
  const fits = (a: Activity) => minutes === undefined || !a.minutes || a.minutes <= minutes;
  const best = open[0];
  const first =
    best && (needed.has(best.name) || prefer(best) > 0) ? best : (open.find(fits) ?? best);
  if (first) p.used.add(first.name);
  return first ?? null;
}

/** A science practical, investigation or demonstration (the teacher can run it as a demonstration). */
function handsOn(p: Planning, a: Activity): boolean {
  return (
    p.k.main.subject === 'science' &&
    (a.kind === 'practical' || a.kind === 'investigation' || a.kind === 'demonstration')
  );
}

/**
 * Whether the activity can be done in the slot: at most half as long again, so a 30-minute group
 * task never fills 9 minutes. A science practical can always be run as a prepared teacher
 * demonstration; a writing task is finished at home.
 */
function doable(p: Planning, a: Activity, minutes?: number): boolean {
  if (minutes === undefined || !a.minutes || a.kind === 'writing_task' || handsOn(p, a))
    return true;
  return a.minutes <= minutes * 1.5;
}

/** Longest text written whole in one slot, in words: a notice, a message, a short paragraph. */
const SHORT_TEXT_WORDS = 100;

/**
 * A text written whole in the lesson: one of at most 100 words ("no more than 50 words"), or one
 * whose task overruns the slot by a quarter at most; none is sent home unfinished.
 */
function shortText(a: Activity, minutes: number): boolean {
  const words = /(\d+)(?=[- ]words?\b)/i.exec(a.description)?.[1];
  return (
    (words !== undefined && Number(words) <= SHORT_TEXT_WORDS) ||
    (a.minutes !== undefined && a.minutes <= minutes * 1.25)
  );
}

/** The teacher's note on running the activity in its slot: what to prepare, what to cut. */
export function timing(p: Planning, a: Activity, minutes: number): string {
  // One paragraph is written in the lesson, however long the data says the whole task takes.
  if (a.kind === 'writing_task' && /\ba [^.]*\bparagraph\b/i.test(a.description) && minutes >= 10)
    return `Students write the paragraph in these ${minutes} minutes; those who finish early check it against the checklist and improve two words or phrases.`;
  if (a.kind === 'writing_task')
    return a.minutes && a.minutes > minutes && !shortText(a, minutes)
      ? `The full task takes about ${a.minutes} minutes: students plan and write the opening paragraphs in these ${minutes} minutes and finish for homework.`
      : 'Students write alone; those who finish early check their work against the success criteria.';
  // Only a science practical becomes a demonstration; a map or a source task is cut instead.
  const demo = handsOn(p, a);
  if (demo && NEEDS_DAYS.test(a.description))
    return `The set-up needs time before the lesson: prepare it days in advance (as described) so that in these ${minutes} minutes the class only observes and tests the prepared material, with the teacher demonstrating any heating step.`;
  if (!a.minutes || a.minutes <= minutes)
    return a.minutes
      ? `Allow about ${a.minutes} minutes for it.`
      : 'Keep to the time; the discussion of the results matters more than finishing.';
  return demo
    ? `Done in full by groups it takes about ${a.minutes} minutes, more than this ${minutes}-minute slot: prepare the materials beforehand and run it as a teacher demonstration while students record the results.`
    : `In full it takes about ${a.minutes} minutes: in these ${minutes} minutes each group does one part of it and reports back, so the class completes it together (nothing is left for homework).`;
}

export function fromActivity(
  p: Planning,
  a: Activity,
  kind: QuestionKind,
  lead: string,
  minutes: number,
): PlannedComponent {
  const materials = a.materials?.length ? `Materials: ${a.materials.join(', ')}.` : '';
  const about = `${a.name} ${a.description}`;
  const questions = take(p.bank, kind, 2, p.asked, about);
  if (questions.length < 2)
    questions.push(...take(p.bank, 'misconception', 2 - questions.length, p.asked, about));
  if (questions.length < 2)
    questions.push(...take(p.bank, 'recall', 2 - questions.length, p.asked, about));
  // A practical too long for its slot is planned as the demonstration, not noted as one.
  const demonstrated =
    handsOn(p, a) &&
    a.minutes !== undefined &&
    a.minutes > minutes &&
    !NEEDS_DAYS.test(a.description)
      ? `Teacher demonstration (done by groups it takes about ${a.minutes} minutes): students predict, watch and record the results.`
      : lead;
  return {
    name: a.name,
    description: `${capitalise(a.kind.replace(/_/g, ' '))}: ${a.description}`,
    script: [demonstrated, a.description, materials].filter((line) => line.length > 0),
    questions,
    notes: timing(p, a, minutes),
    weight: 3,
  };
}
