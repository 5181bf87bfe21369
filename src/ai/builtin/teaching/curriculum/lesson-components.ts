import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { Difficulty, InstructionalBlock } from 'src/ai/ports/teaching-content.port';
import { contentWords, focusFirst, overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import {
  type ObjectivePlan,
  planObjectives,
} from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
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
import {
  boardTerms,
  mathsSkills,
  type TopicKnowledge,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

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

/** The teacher's attached documents, read in class beside the curriculum's teaching. */
export interface DocumentReading {
  documents: string[];
  /** Questions on the documents' own text, with their answers. */
  questions: CheckQuestion[];
}

function readingComponent(reading: DocumentReading, asked: Set<string>): PlannedComponent {
  const questions = reading.questions.filter((q) => !asked.has(q.question)).slice(0, 4);
  for (const q of questions) asked.add(q.question);
  const names = listWords(reading.documents.map((d) => `"${d}"`));
  return {
    name: `Reading the document: ${reading.documents[0]}`,
    description: `Pairs read ${names} and answer questions on its text.`,
    script: [
      `Pairs read ${names} (attached), underlining the key terms from the board.`,
      ...questions.map((q, i) => `${i + 1}. ${q.question}`),
      'Take answers from two pairs per question and point to the line of the text that gives it.',
    ],
    questions,
    notes: 'Read the first paragraph aloud for weaker readers before pairs go on alone.',
    weight: 3,
  };
}

/** A block this long holds a second component. */
const ROOM_FOR_TWO = 20;

interface Planning {
  k: TopicKnowledge;
  bank: Record<QuestionKind, CheckQuestion[]>;
  asked: Set<string>;
  used: Set<string>;
  objectives: ObjectivePlan[];
  seed: string;
}

/** A set-up that needs time before the lesson (a plant kept in the dark, seeds left to grow). */
const NEEDS_DAYS = /\b(days?|overnight|weeks?|hours|next lesson)\b/i;

/** The next unused activity of the kinds, one that fits the slot first (on the focus first). */
function activity(p: Planning, kinds: Activity['kind'][], minutes?: number): Activity | null {
  const open = focusFirst(
    p.k.topics.flatMap((topic) => topic.activities),
    (a) => `${a.name} ${a.description}`,
    p.k.focus,
  ).filter((a) => kinds.includes(a.kind) && !p.used.has(a.name));
  const fits = (a: Activity) => minutes === undefined || !a.minutes || a.minutes <= minutes;
  const found = open.find(fits) ?? open[0];
  if (found) p.used.add(found.name);
  return found ?? null;
}

/** The teacher's note on running the activity in its slot: what to prepare, what to cut. */
function timing(p: Planning, a: Activity, minutes: number): string {
  if (a.kind === 'writing_task')
    return a.minutes && a.minutes > minutes
      ? `The full task takes about ${a.minutes} minutes: students plan and write the opening paragraphs in these ${minutes} minutes and finish for homework.`
      : 'Students write alone; those who finish early check their work against the success criteria.';
  // Only a science practical becomes a demonstration; a map or a source task is cut instead.
  const handsOn =
    p.k.main.subject === 'science' &&
    (a.kind === 'practical' || a.kind === 'investigation' || a.kind === 'demonstration');
  if (handsOn && NEEDS_DAYS.test(a.description))
    return `The set-up needs time before the lesson: prepare it days in advance (as described) so that in these ${minutes} minutes the class only observes and tests the prepared material, with the teacher demonstrating any heating step.`;
  if (!a.minutes || a.minutes <= minutes)
    return a.minutes
      ? `Allow about ${a.minutes} minutes for it.`
      : 'Keep to the time; the discussion of the results matters more than finishing.';
  return handsOn
    ? `Done in full by groups it takes about ${a.minutes} minutes, more than this ${minutes}-minute slot: prepare the materials beforehand and run it as a teacher demonstration while students record the results.`
    : `In full it takes about ${a.minutes} minutes: in these ${minutes} minutes groups work on part of it and report back, and the rest is set for homework.`;
}

function fromActivity(
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
  return {
    name: a.name,
    description: `${capitalise(a.kind.replace(/_/g, ' '))}: ${a.description}`,
    script: [lead, a.description, materials].filter((line) => line.length > 0),
    questions,
    notes: timing(p, a, minutes),
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
      `Introduce the lesson: ${teacherSummary(p.k)}`,
    ],
    questions: take(p.bank, 'recall', 2, p.asked),
    notes: wrong
      ? `Note how many vote "true": this is the misconception the lesson corrects (${stop(wrong.correct)}).`
      : 'Use the answers to decide how much recap to give.',
    weight: 1,
  };
}

/** The summary as a teacher says it: without the syllabus's "Pupils learn to …" sentence. */
function teacherSummary(k: TopicKnowledge): string {
  const said = k.main.summary
    .split(/(?<=[.!?])\s+/)
    .filter((part) => !/^(pupils|students|learners|children) (learn|study|will)\b/i.test(part));
  return said.length > 0 ? said.join(' ') : k.main.summary;
}

function explanation(p: Planning): PlannedComponent {
  const terms = boardTerms(p.k);
  const process = p.k.processes[0];
  return {
    name: `Teacher explanation: ${p.k.main.title}`,
    description: `Teach the key ideas and terms (${listWords(terms.map((t) => t.term))}) with a labelled board diagram.`,
    script: [
      p.objectives.length > 0 ? '' : `Explain: ${teacherSummary(p.k)}`,
      `Key terms for the board: ${terms.map((t) => `${t.term} – ${stop(t.definition)}`).join('; ')}.`,
      process
        ? `Draw ${processRef(process.name)} stage by stage: ${process.stages.map((s) => s.name).join(' → ')}.`
        : '',
      ...(p.objectives.length > 0
        ? p.objectives.map(
            (o, i) => `Objective ${i + 1} (${stop(o.outcome)}): ${o.teach.join(' ')}`,
          )
        : [
            `Key facts: ${p.k.main.facts
              .slice(0, 4)
              .map((f) => sentence(f.text))
              .join(' ')}`,
          ]),
      'Pause after each idea for a quick check question.',
    ].filter((line) => line.length > 0),
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

/**
 * The writing task with the checklist students write to and the teacher marks against: the
 * structure's stages when the topic has one (PEEL, a letter's layout), the lesson's outcomes, and
 * the key terms to use. Its questions are the checklist's, not quiz items beside the writing.
 */
function writingTask(p: Planning, a: Activity, minutes: number): PlannedComponent {
  // A structure only when the task itself asks for it (names two of its parts).
  const task = a.description.toLowerCase();
  const structure = p.k.processes.find(
    (process) => process.stages.filter((s) => task.includes(s.name.toLowerCase())).length >= 2,
  );
  // The objectives this task itself practises (they share its words), else what any such task needs.
  const words = contentWords(`${a.name} ${a.description}`);
  const practised = p.objectives.filter((o) => overlap(contentWords(o.outcome), words) > 0);
  const checks = [
    ...(structure
      ? structure.stages.map((s) => `${s.name}: ${inSentence(s.description)}`)
      : practised.length > 0
        ? practised.slice(0, 3).map((o) => capitalise(o.outcome))
        : [
            'Is written in the form the task asks for, in paragraphs',
            'Gives at least two facts from the lesson, each with a reason',
          ]),
    `Uses at least two of the key terms: ${listWords(
      boardTerms(p.k)
        .slice(0, 4)
        .map((t) => t.term),
    )}`,
  ];
  const materials = a.materials?.length ? `Materials: ${a.materials.join(', ')}.` : '';
  return {
    name: a.name,
    description: `${capitalise(a.kind.replace(/_/g, ' '))}: ${a.description}`,
    script: [
      'Independent writing task.',
      a.description,
      materials,
      'Success checklist (students tick it before handing in; mark against it):',
      ...checks.map((c) => `- ${stop(c)}.`),
    ].filter((line) => line.length > 0),
    questions: [
      {
        question:
          "Swap with a partner: which point of the checklist is missing or weakest in your partner's writing?",
        answer:
          'A point of the checklist the writing does not yet show, backed by a line quoted from the writing.',
      },
    ],
    notes: timing(p, a, minutes),
    weight: 4,
  };
}

/** Six computed exercises of the lesson's skills, easy to hard, with their answers. */
function mathsPractice(p: Planning, minutes: number): PlannedComponent | null {
  const skills = mathsSkills(p.k);
  if (skills.length === 0) return null;
  const focused = skills.slice(0, Math.min(skills.length, 3));
  const levels: Difficulty[] = ['easy', 'easy', 'medium', 'medium', 'hard', 'hard'];
  const questions: CheckQuestion[] = [];
  levels.forEach((difficulty, i) => {
    const skill = focused[i % focused.length];
    for (let round = 0; round < 3; round += 1) {
      const [exercise] = p.k.maths.exercises(skill, {
        grade: p.k.grade,
        difficulty,
        count: 1,
        seed: `${p.seed}|practice|${i}|${round}`,
      });
      if (!exercise || p.asked.has(exercise.question)) continue;
      p.asked.add(exercise.question);
      questions.push({ question: exercise.question, answer: exercise.answer });
      return;
    }
  });
  if (questions.length === 0) return null;
  return {
    name: `Practice: ${p.k.main.title} exercises`,
    description: `Students work alone on ${questions.length} exercises, from easy to harder.`,
    script: [
      'Students answer in their books without help, showing their working; circulate and mark as they work.',
      ...questions.map((q, i) => `${i + 1}. ${q.question}`),
      `Answers: ${questions.map((q, i) => `${i + 1}. ${stop(q.answer)}`).join('; ')}.`,
    ],
    questions,
    notes: `${minutes} minutes for ${questions.length} exercises; early finishers write a harder one of their own with its answer.`,
    weight: 4,
  };
}

function practiceTask(p: Planning, minutes: number): PlannedComponent {
  const writing = activity(p, ['writing_task'], minutes);
  if (writing) return writingTask(p, writing, minutes);
  const maths = mathsPractice(p, minutes);
  if (maths) return maths;
  // Written questions that apply the lesson: the objectives the exit ticket leaves, then explain,
  // misconception and glossary questions when the apply bank is short.
  const questions = take(p.bank, 'apply', 4, p.asked);
  for (const o of p.objectives.slice(2))
    if (questions.length < 4 && !p.asked.has(o.check.question)) {
      p.asked.add(o.check.question);
      questions.push(o.check);
    }
  for (const kind of ['explain', 'misconception', 'recall'] as const)
    if (questions.length < 4) questions.push(...take(p.bank, kind, 4 - questions.length, p.asked));
  return {
    name: `Practice: ${p.k.main.title} questions`,
    description: 'Students work alone on written questions that apply the lesson to new cases.',
    script: [
      'Students answer in their books in full sentences without help; circulate and mark as they work.',
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

/** One question per objective (the skill itself, not its glossary), then one apply question. */
function exitTicket(p: Planning): PlannedComponent {
  const checked = p.objectives.filter((o) => !p.asked.has(o.check.question)).slice(0, 2);
  const questions = checked.map((o) => o.check);
  for (const q of questions) p.asked.add(q.question);
  questions.push(...take(p.bank, 'apply', 3 - questions.length, p.asked));
  if (questions.length < 2)
    questions.push(...take(p.bank, 'explain', 2 - questions.length, p.asked));
  const outcomes =
    checked.length > 0 ? checked.map((o) => o.outcome) : p.k.main.outcomes.slice(0, 2);
  return {
    name: 'Exit ticket',
    description: `${questions.length} questions answered alone on a slip, marked before the next lesson.`,
    script: [
      'Hand out slips; students answer alone in silence.',
      ...questions.map((q, i) => `${i + 1}. ${q.question}`),
    ],
    questions,
    notes: `Sort the slips into "secure" and "not yet" against the outcomes they check: ${outcomes.map(inSentence).join('; ')}.`,
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
  outcomes: readonly string[] = k.main.outcomes,
  reading?: DocumentReading | null,
): ComponentPlan {
  const p: Planning = {
    k,
    bank: questionBank(k, seed),
    asked: new Set(),
    used: new Set(),
    objectives: planObjectives(k, outcomes, seed),
    seed,
  };
  const development = [explanation(p)];
  const shown = activity(p, ['demonstration'], minutes.development);
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
  const hands = activity(
    p,
    ['practical', 'investigation', 'fieldwork', 'discussion', 'game'],
    minutes.guided_practice,
  );
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
  const practised = guided ?? { ...explanation(p), name: `Guided questions: ${k.main.title}` };
  const read = reading && reading.questions.length > 0 ? readingComponent(reading, p.asked) : null;
  return {
    introduction: [starter(p)],
    development,
    guided_practice: read
      ? minutes.guided_practice >= ROOM_FOR_TWO
        ? [read, practised]
        : [read]
      : [practised],
    independent_practice: [practiceTask(p, minutes.independent_practice)],
    closure: [closure(p)],
    assessment: [exitTicket(p)],
  };
}
