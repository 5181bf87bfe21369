import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { InstructionalBlock } from 'src/ai/ports/teaching-content.port';
import {
  capitalise,
  inSentence,
  listWords,
  sentence,
  stop,
  processRef,
} from 'src/ai/builtin/teaching/curriculum/draft';
import {
  type CheckQuestion,
  type QuestionKind,
  questionBank,
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

export type ComponentPlan = Record<InstructionalBlock, PlannedComponent[]>;

/** A block this long holds a second component. */
const ROOM_FOR_TWO = 20;

interface Planning {
  k: TopicKnowledge;
  bank: Record<QuestionKind, CheckQuestion[]>;
  asked: Set<string>;
  used: Set<string>;
}

function activity(p: Planning, kinds: Activity['kind'][]): Activity | null {
  const found = p.k.topics
    .flatMap((topic) => topic.activities)
    .find((a) => kinds.includes(a.kind) && !p.used.has(a.name));
  if (found) p.used.add(found.name);
  return found ?? null;
}

function timing(a: Activity, minutes: number): string {
  if (!a.minutes)
    return 'Keep to the time; the discussion of the results matters more than finishing.';
  return a.minutes <= minutes
    ? `Allow about ${a.minutes} minutes for it.`
    : `It usually takes about ${a.minutes} minutes: set it up before the lesson, or finish the results next lesson.`;
}

function fromActivity(
  p: Planning,
  a: Activity,
  kind: QuestionKind,
  lead: string,
  minutes: number,
): PlannedComponent {
  const materials = a.materials?.length ? `Materials: ${a.materials.join(', ')}.` : '';
  const questions = take(p.bank, kind, 2, p.asked);
  if (questions.length < 2)
    questions.push(...take(p.bank, 'misconception', 2 - questions.length, p.asked));
  if (questions.length < 2)
    questions.push(...take(p.bank, 'recall', 2 - questions.length, p.asked));
  return {
    name: a.name,
    description: `${capitalise(a.kind.replace(/_/g, ' '))}: ${a.description}`,
    script: [lead, a.description, materials].filter((line) => line.length > 0),
    questions,
    notes: timing(a, minutes),
    weight: 3,
  };
}

function starter(p: Planning): PlannedComponent {
  const wrong = p.k.misconceptions[0];
  return {
    name: `Starter: what do we already think about ${inSentence(p.k.main.title)}?`,
    description:
      'Students vote true or false on a common misconception, then share what they already know.',
    script: [
      wrong
        ? `Write on the board: "${stop(wrong.wrong)}." Students vote true or false and give one reason to a partner. Do not give the answer yet; the class returns to it at the end.`
        : `Ask pairs to write down three things they already know about ${inSentence(p.k.main.title)}.`,
      `Introduce the lesson: ${p.k.main.summary}`,
    ],
    questions: take(p.bank, 'recall', 2, p.asked),
    notes: wrong
      ? `Note how many vote "true": this is the misconception the lesson corrects (${stop(wrong.correct)}).`
      : 'Use the answers to decide how much recap to give.',
    weight: 1,
  };
}

function explanation(p: Planning): PlannedComponent {
  const terms = p.k.terms.filter((t) => t.topic.id === p.k.main.id).slice(0, 6);
  const process = p.k.processes[0];
  return {
    name: `Teacher explanation: ${p.k.main.title}`,
    description: `Teach the key ideas and terms (${listWords(terms.map((t) => t.term))}) with a labelled board diagram.`,
    script: [
      `Explain: ${p.k.main.summary}`,
      `Key terms for the board: ${terms.map((t) => `${t.term} – ${stop(t.definition)}`).join('; ')}.`,
      process
        ? `Draw ${processRef(process.name)} stage by stage: ${process.stages.map((s) => s.name).join(' → ')}.`
        : `Key facts: ${p.k.main.facts
            .slice(0, 4)
            .map((f) => sentence(f.text))
            .join(' ')}`,
      'Pause after each idea for a quick check question.',
    ],
    questions: take(p.bank, 'explain', 2, p.asked),
    notes: 'Keep the definitions on the board for the rest of the lesson.',
    weight: 3,
  };
}

function workedExamples(p: Planning, guided: boolean): PlannedComponent | null {
  const examples = p.k.examples.filter((e) => !p.used.has(e.problem)).slice(0, guided ? 2 : 1);
  if (examples.length === 0) return null;
  for (const e of examples) {
    p.used.add(e.problem);
    p.asked.add(sentence(e.problem));
  }
  return {
    name: guided
      ? 'Guided practice: solving together'
      : `Worked example: ${stop(examples[0].problem)}`,
    description: guided
      ? 'Students solve examples step by step with the teacher, then check each step.'
      : 'The teacher models the method aloud, step by step.',
    script: examples.flatMap((e) => [
      `Problem: ${sentence(e.problem)}`,
      ...e.steps.map((s, i) => `Step ${i + 1}: ${sentence(s)}`),
      `Answer: ${stop(e.answer)}.`,
    ]),
    questions: take(p.bank, 'apply', 2, p.asked),
    notes: guided
      ? 'Students try each step on mini whiteboards before you show it.'
      : 'Say why each step is done, not only what is done.',
    weight: 3,
  };
}

function practiceTask(p: Planning, minutes: number): PlannedComponent {
  const writing = activity(p, ['writing_task']);
  if (writing)
    return {
      ...fromActivity(p, writing, 'apply', 'Independent writing task.', minutes),
      weight: 4,
    };
  const questions = take(p.bank, 'apply', 4, p.asked);
  const practical = questions.length < 2 ? activity(p, ['practical', 'investigation']) : null;
  if (practical)
    return fromActivity(p, practical, 'apply', 'Students work in small groups.', minutes);
  return {
    name: `Practice: ${p.k.main.title} questions`,
    description: 'Students work alone on questions that apply the lesson to new cases.',
    script: [
      'Students answer in their books without help; circulate and mark as they work.',
      ...questions.map((q, i) => `${i + 1}. ${q.question}`),
    ],
    questions,
    notes: 'Early finishers write one question of their own with its answer.',
    weight: 4,
  };
}

function closure(p: Planning): PlannedComponent {
  const wrong = p.k.misconceptions.slice(0, 2);
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
    questions: take(p.bank, 'misconception', 2, p.asked),
    notes: 'Ask students who voted "true" in the starter to explain the correct idea.',
    weight: 1,
  };
}

function exitTicket(p: Planning): PlannedComponent {
  const questions = [
    ...take(p.bank, 'recall', 1, p.asked),
    ...take(p.bank, 'explain', 1, p.asked),
    ...take(p.bank, 'apply', 1, p.asked),
  ];
  return {
    name: 'Exit ticket',
    description: 'Three questions answered alone on a slip, marked before the next lesson.',
    script: [
      'Hand out slips; students answer alone in silence.',
      ...questions.map((q, i) => `${i + 1}. ${q.question}`),
    ],
    questions,
    notes: `Sort the slips into "secure" and "not yet" against the outcomes: ${p.k.main.outcomes.slice(0, 2).map(stop).join('; ')}.`,
    weight: 1,
  };
}

/**
 * The lesson's components from the curriculum, block by block: a misconception starter, the
 * explanation and a demonstration or worked example, a guided practical or worked examples, an
 * independent task that practises the target skill (the writing task, the exercises), a plenary
 * on the misconceptions and an exit ticket. Long blocks get a second component.
 */
export function planComponents(
  k: TopicKnowledge,
  minutes: Record<InstructionalBlock, number>,
  seed: string,
): ComponentPlan {
  const p: Planning = { k, bank: questionBank(k, seed), asked: new Set(), used: new Set() };
  const development = [explanation(p)];
  const shown = activity(p, ['demonstration']);
  const model = shown
    ? fromActivity(
        p,
        shown,
        'explain',
        'Teacher demonstration; students predict before they watch.',
        minutes.development,
      )
    : workedExamples(p, false);
  if (model && minutes.development >= ROOM_FOR_TWO) development.push(model);
  const hands = activity(p, ['practical', 'investigation', 'fieldwork', 'discussion', 'game']);
  const guided =
    workedExamples(p, true) ??
    (hands
      ? fromActivity(
          p,
          hands,
          'apply',
          'Students work in small groups; the teacher guides each step.',
          minutes.guided_practice,
        )
      : null);
  return {
    introduction: [starter(p)],
    development,
    guided_practice: [guided ?? { ...explanation(p), name: `Guided questions: ${k.main.title}` }],
    independent_practice: [practiceTask(p, minutes.independent_practice)],
    closure: [closure(p)],
    assessment: [exitTicket(p)],
  };
}
