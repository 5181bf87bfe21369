import type { InstructionalBlock } from 'src/ai/ports/teaching-content.port';
import { objectiveGap } from 'src/ai/builtin/teaching/curriculum/lesson-gaps';
import { planObjectives } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { ownLines } from 'src/ai/builtin/teaching/curriculum/lesson-taught';
import { keyWords, SOURCE } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { quotedRuns } from 'src/ai/builtin/teaching/curriculum/explanation-run';
import { printedOnce } from 'src/ai/builtin/teaching/curriculum/printed-once';
import { usedLines } from 'src/ai/builtin/teaching/curriculum/document-practice';
import { overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import {
  type DocumentReading,
  readingComponent,
} from 'src/ai/builtin/teaching/curriculum/lesson-reading';
import {
  inSentence,
  listWords,
  questionsBelow,
  sentence,
  stop,
  processRef,
} from 'src/ai/builtin/teaching/curriculum/draft';
import {
  answerKey,
  asked,
  type CheckQuestion,
  questionBank,
  take,
} from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import {
  activity,
  fromActivity,
  type Planning,
  type PlannedComponent,
} from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import { withOrdering, withoutStageChecks } from 'src/ai/builtin/teaching/curriculum/lesson-order';
import { practiceTask } from 'src/ai/builtin/teaching/curriculum/lesson-practice';
import {
  closure,
  exitTicket,
  plenaryStatements,
} from 'src/ai/builtin/teaching/curriculum/lesson-closing';
import {
  boardText,
  practisedSkills,
  premiseOf,
  taughtIn,
  taughtMisconceptions,
} from 'src/ai/builtin/teaching/curriculum/lesson-taught';
import {
  boardTerms,
  metBefore,
  type TopicKnowledge,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

export type { PlannedComponent } from 'src/ai/builtin/teaching/curriculum/lesson-planning';

export type ComponentPlan = Record<InstructionalBlock, PlannedComponent[]>;

export type { DocumentReading } from 'src/ai/builtin/teaching/curriculum/lesson-reading';

/** A block this long holds a second component. */
const ROOM_FOR_TWO = 16;

/** "What is meant by Zila Parishad?" → "Zila Parishad". */
const askedTerm = (q: CheckQuestion) => /^What is meant by (.+)\?$/.exec(q.question)?.[1] ?? '';

function starter(p: Planning): PlannedComponent {
  const wrong = p.k.misconceptions[0];
  // A board term the class met in earlier grades: one the lesson is about to teach is not asked
  // before it is taught, and one off the board is left for the practice.
  const board = new Set(boardTerms(p.k).map((t) => t.term));
  const recall = p.bank.recall.filter(
    (q) =>
      board.has(askedTerm(q)) &&
      metBefore(p.k, askedTerm(q)) &&
      (!wrong || !settles(q, wrong.correct)),
  );
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
    questions: take({ ...p.bank, recall }, 'recall', 2, p.asked),
    notes: wrong
      ? `Note how many vote "true": this is the misconception the lesson corrects (${stop(wrong.correct)}).`
      : 'Use the answers to decide how much recap to give.',
    weight: 1,
  };
}

/** A description inside brackets: "A lit match heats …" → "a lit match heats …". */
function lowerFirst(text: string): string {
  const said = stop(text);
  return /^A [a-z]/.test(said) ? `a${said.slice(1)}` : inSentence(said);
}

/** Whether a check's answer settles the starter's vote (shares two words with its correct idea). */
function settles(q: CheckQuestion, correct: string): boolean {
  return overlap(keyWords(q.answer), keyWords(correct)) >= 2;
}

/** The summary as a teacher says it: without the syllabus's "Pupils learn to …" sentence. */
function teacherSummary(k: TopicKnowledge): string {
  const said = k.main.summary
    .split(/(?<=[.!?])\s+/)
    .filter((part) => !/^(pupils|students|learners|children) (learn|study|will)\b/i.test(part));
  return said.length > 0 ? said.join(' ') : k.main.summary;
}

/**
 * Quick checks after the explanation: causes asked as what they led to, then a misconception the
 * plenary leaves (the first two are its), then the process's stages.
 */
function quickChecks(p: Planning): CheckQuestion[] {
  // A maths explanation has no causes or stages, only its glossary: a case the board did not work.
  if (p.k.main.subject === 'mathematics' && p.bank.explain.every((q) => askedTerm(q) !== '')) {
    const cases = take(notShown(p), 'apply', 2, p.asked, p.about);
    if (cases.length > 0) return cases;
  }
  const causes = take(withoutStageChecks(p), 'explain', 2, p.asked, p.about);
  const spare = { ...p.bank, misconception: p.bank.misconception.slice(2) };
  const wrong = take(spare, 'misconception', 2 - Math.min(2, causes.length), p.asked, p.about);
  const stages = take(p.bank, 'explain', 2 - causes.length - wrong.length, p.asked);
  return [...causes, ...wrong, ...stages].slice(0, 2);
}

function explanation(p: Planning): PlannedComponent {
  const terms = boardTerms(p.k);
  const process = p.k.processes[0];
  return {
    name: `Teacher explanation: ${p.k.main.title}`,
    description: `Teach the key ideas and terms (${listWords(terms.map((t) => t.term))}) with a labelled board diagram.`,
    script: [
      // The starter has introduced the lesson with its summary: it is not said a second time.
      `Key terms for the board: ${terms.map((t) => `${t.term} – ${stop(t.definition)}`).join('; ')}.`,
      // Each stage with what happens in it: a later question on a stage asks what was said.
      process
        ? `Draw ${processRef(process.name)} stage by stage, saying what happens at each: ${process.stages.map((s) => `${s.name} (${lowerFirst(s.description)})`).join(' → ')}.`
        : '',
      ...(p.objectives.length > 0
        ? p.objectives.flatMap((o, i) => [
            `Objective ${i + 1} (${stop(o.outcome)}): ${ownLines(terms, o.teach, process?.name)}`,
            o.shown
              ? `Model it aloud: ${sentence(o.shown.problem)} ${o.shown.steps.map(sentence).join(' ')} Answer: ${stop(o.shown.answer)}.`
              : '',
          ])
        : [
            `Key facts: ${p.k.main.facts
              .slice(0, 4)
              .map((f) => sentence(f.text))
              .join(' ')}`,
          ]),
      'Pause after each idea for a quick check question.',
    ].filter((line) => line.length > 0),
    questions: quickChecks(p),
    notes: 'Keep the definitions on the board for the rest of the lesson.',
    weight: 3,
  };
}

/** The bank without the worked examples: a check question must not give away a later example. */
function notShown(p: Planning): Planning['bank'] {
  const problems = new Set(p.k.examples.map((e) => asked(e.problem)));
  return { ...p.bank, apply: p.bank.apply.filter((q) => !problems.has(q.question)) };
}

function workedExamples(p: Planning, guided: boolean): PlannedComponent | null {
  // History's source extracts are the practice task's, not a modelled example.
  const history = p.k.main.strand === 'history';
  const examples = p.k.examples
    .filter((e) => !p.used.has(e.problem) && !(history && SOURCE.test(e.problem)))
    .slice(0, guided ? 2 : 1);
  if (examples.length === 0) return null;
  for (const e of examples) {
    p.used.add(e.problem);
    p.asked.add(asked(e.problem));
    p.modelled.push(e.problem);
  }
  return {
    name: guided
      ? 'Guided practice: solving together'
      : `Worked example: ${stop(examples[0].problem)}`,
    description: guided
      ? 'Students solve examples step by step with the teacher, then check each step.'
      : 'The teacher models the method aloud, step by step.',
    script: examples.flatMap((e) => [
      `Problem: ${asked(e.problem)}`,
      ...e.steps.map((s, i) => `Step ${i + 1}: ${sentence(s)}`),
      `Answer: ${stop(e.answer)}.`,
    ]),
    questions: [
      ...withOrdering(p, take(notShown(p), 'apply', 2, p.asked)),
      ...take(withoutStageChecks(p), 'explain', 2, p.asked),
    ].slice(0, 2),
    notes: guided
      ? 'Students try each step on mini whiteboards before you show it.'
      : 'Say why each step is done, not only what is done.',
    weight: 3,
  };
}

/**
 * Pairs explain the objectives to each other with the board's terms, the teacher listening in:
 * the guided slot when no activity fits and every question is used elsewhere in the plan.
 */
function talkPartners(p: Planning): PlannedComponent {
  const ideas = p.objectives.map((o) => stop(o.outcome).toLowerCase());
  return {
    name: `Talk partners: ${p.k.main.title}`,
    description: "Pairs explain the lesson's ideas to each other using the key terms on the board.",
    script: [
      `In pairs, students take turns to explain, in their own words and with the key terms on the board: ${ideas.join('; ')}. The partner listens and adds one thing that was missed.`,
    ],
    questions: [],
    notes:
      'Listen in to two or three pairs and correct any idea that is still wrong before moving on.',
    weight: 3,
  };
}

/** Guided questions when no activity fits the slot: pairs answer on whiteboards, then the class. */
function guidedQuestions(p: Planning): PlannedComponent {
  const questions = [
    ...withOrdering(p, take(notShown(p), 'apply', 2, p.asked, p.about)),
    ...take(withoutStageChecks(p), 'explain', 2, p.asked, p.about),
    ...take(
      { ...p.bank, misconception: p.bank.misconception.slice(2) },
      'misconception',
      2,
      p.asked,
      p.about,
    ),
  ].slice(0, 2);
  // Nothing left in the bank: the objectives' own practice items, not a slot of "0 questions".
  for (const o of p.objectives) {
    const own = o.practice && objectiveGap(p, o, o.practice);
    if (questions.length < 2 && own && !p.asked.has(own.question)) {
      questions.push(own);
      p.asked.add(own.question);
    }
  }
  if (questions.length === 0) return talkPartners(p);
  return {
    name: `Guided questions: ${p.k.main.title}`,
    description:
      'Pairs answer questions that use the lesson on mini whiteboards; the class checks each.',
    script: [
      `Pairs answer ${questionsBelow(questions.length)} on mini whiteboards, one at a time; after each, two pairs explain their answer and the class agrees the expected answer.`,
    ],
    questions,
    notes: 'Ask a pair who got it wrong to say what they would change, before giving the answer.',
    weight: 3,
  };
}

/**
 * Share of a cause's words the board must say for "what happens" to be asked of it: most of them,
 * so a jar over a candle is not "taught" by a flame's zones and a blanket that covers a fire.
 */
const PREMISE_SHARE = 0.75;

/** The bank without "what happens if" items whose cause the board never mentions. */
function onTheBoard(bank: Planning['bank'], board: ReadonlySet<string>): Planning['bank'] {
  const about = (q: CheckQuestion) => {
    const premise = premiseOf(q.question);
    return premise === null || taughtIn(board, premise, PREMISE_SHARE);
  };
  return { ...bank, explain: bank.explain.filter(about), apply: bank.apply.filter(about) };
}

/**
 * The lesson's components from the curriculum, block by block: a misconception starter, the
 * explanation and a demonstration or worked example, a guided practical or worked examples, an
 * independent task that practises the target skill (the writing task, the exercises), a plenary
 * on the misconceptions and an exit ticket. Long blocks get a second component.
 */
export function planComponents(
  topic: TopicKnowledge,
  minutes: Record<InstructionalBlock, number>,
  seed: string,
  outcomes: readonly string[] = topic.main.outcomes,
  reading?: DocumentReading | null,
): ComponentPlan {
  const planned = planObjectives(topic, outcomes, seed, reading?.sentences ?? []);
  // An explanation quoted from the document is one run of its sentences, never a stitch.
  const boardNames = boardTerms(topic).map((t) => t.term);
  const objectives = reading?.paragraphs
    ? quotedRuns(planned, reading.paragraphs, boardNames)
    : planned;
  const about = objectives.flatMap((o) => [o.outcome, ...o.teach]).join(' ');
  // The misconceptions the objectives touch first: the starter and plenary are about the lesson.
  const taught = keyWords(about);
  const board = keyWords(boardText(topic, objectives));
  const k: TopicKnowledge = {
    ...topic,
    // Only statements the lesson raises (the starter's) or corrects on the board are asked.
    misconceptions: taughtMisconceptions(
      topic.misconceptions
        .map((item, rank) => ({
          item,
          rank,
          hit: overlap(keyWords(`${item.wrong} ${item.correct}`), taught),
        }))
        .sort((a, b) => b.hit - a.hit || a.rank - b.rank)
        .map((entry) => entry.item),
      board,
    ),
  };
  const skills = practisedSkills(topic, objectives);
  const p: Planning = {
    about,
    k,
    bank: onTheBoard(questionBank(k, seed, skills), board),
    asked: new Set(),
    used: new Set(),
    modelled: [boardText(topic, objectives)],
    checked: new Set(),
    objectives,
    seed,
    document: usedLines(objectives, reading),
  };
  // The objectives' own checks and examples are kept for them, the plenary's statements for it:
  // no other block asks or shows them.
  for (const q of plenaryStatements(p)) {
    p.asked.add(q.question);
    p.asked.add(answerKey(q));
  }
  for (const o of p.objectives) {
    for (const q of [o.check, ...(o.more ?? []), ...(o.practice ? [o.practice] : [])]) {
      p.asked.add(q.question);
      p.asked.add(answerKey(q));
    }
    if (o.shown) p.used.add(o.shown.problem);
    const own = k.examples.find((e) => asked(e.problem) === o.check.question);
    if (own) p.used.add(own.problem);
  }
  const development = [explanation(p)];
  // Only a block with room for a second component uses (and uses up) a demonstration or example.
  if (minutes.development >= ROOM_FOR_TWO) {
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
    if (model) development.push(model);
  }
  const read = reading && reading.questions.length > 0 ? readingComponent(reading, p.asked) : null;
  // Beside a reading, a guided task only when the block has room: none is planned (or used up) else.
  let practised: PlannedComponent | null = null;
  if (!read || minutes.guided_practice >= ROOM_FOR_TWO) {
    const worked = workedExamples(p, true);
    const hands = worked
      ? null
      : activity(
          p,
          ['practical', 'investigation', 'fieldwork', 'discussion', 'game'],
          minutes.guided_practice,
        );
    practised =
      worked ??
      (hands
        ? fromActivity(
            p,
            hands,
            'apply',
            'Students work in small groups; the teacher guides each step.',
            minutes.guided_practice,
          )
        : guidedQuestions(p));
  }
  const plan: ComponentPlan = {
    introduction: [starter(p)],
    development,
    guided_practice: [read, practised].filter((c): c is PlannedComponent => c !== null),
    independent_practice: [practiceTask(p, minutes.independent_practice)],
    closure: [closure(p)],
    assessment: [exitTicket(p)],
  };
  // An objective the slip had no room for is checked in class, right after it is taught.
  const open = p.objectives.filter((o) => !o.byTask && !p.checked.has(o.outcome));
  if (open.length > 0) {
    const [taught] = plan.development;
    taught.questions = [
      ...open.flatMap((o) => objectiveGap(p, o, o.check) ?? []),
      ...taught.questions,
    ].slice(0, Math.max(2, open.length));
  }
  return printedOnce(plan);
}
