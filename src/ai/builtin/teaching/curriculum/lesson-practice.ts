import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { ObjectivePlan } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import type { Difficulty } from 'src/ai/ports/teaching-content.port';
import { contentWords, overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import {
  capitalise,
  inSentence,
  listWords,
  questionsBelow,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import {
  keyWords,
  objectiveWords,
  SOURCE,
} from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { wantedParts } from 'src/ai/builtin/teaching/curriculum/objective-exercises';
import {
  answerKey,
  asked,
  type CheckQuestion,
  paragraphTask,
  take,
} from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import {
  activity,
  type Planning,
  type PlannedComponent,
  timing,
} from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import { withoutStageChecks } from 'src/ai/builtin/teaching/curriculum/lesson-order';
import {
  LAYOUT,
  onceEach,
  taskDemands,
  taskPoints,
} from 'src/ai/builtin/teaching/curriculum/lesson-writing';
import { objectiveGap } from 'src/ai/builtin/teaching/curriculum/lesson-gaps';
import { methodTaught, practisedSkills } from 'src/ai/builtin/teaching/curriculum/lesson-taught';
import { boardTerms, mathsSkills } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { mathsCheck } from 'src/ai/builtin/teaching/curriculum/maths-keys';
import {
  documentPractice,
  textPractice,
} from 'src/ai/builtin/teaching/curriculum/document-practice';

/** Outcomes a piece of writing can show. */
const PRODUCES = /^(write|use|compose|draft|plan|present)\b/i;

/** A text's content words that are not the topic title's. */
function specificOf(p: Planning, text: string): Set<string> {
  const title = contentWords(p.k.main.title);
  return new Set([...contentWords(text)].filter((word) => !title.has(word)));
}

/**
 * The writing task with the checklist students write to and the teacher marks against: the
 * structure's stages when the topic has one (PEEL, a letter's layout), the lesson's outcomes, and
 * the key terms to use. Its questions are the checklist's, not quiz items beside the writing.
 */
function writingTask(p: Planning, a: Activity, minutes: number): PlannedComponent {
  // A structure only when the task itself asks for it (names two of its parts).
  const task = a.description.toLowerCase();
  const named = p.k.processes.find(
    (process) => process.stages.filter((s) => task.includes(s.name.toLowerCase())).length >= 2,
  );
  // A letter's layout is checked whether or not the task names its parts; the points the task
  // asks the text to cover then are checked as well.
  const structure = named ?? p.k.processes.find((process) => LAYOUT.test(process.name));
  // The objectives this task itself practises: those asking to write or use something that share
  // its own words (an "identify" or "explain why" outcome is not shown by writing a letter).
  const words = specificOf(p, `${a.name} ${a.description}`);
  const practised = p.objectives.filter(
    (o) => o.byTask || (PRODUCES.test(o.outcome) && overlap(specificOf(p, o.outcome), words) > 0),
  );
  const stages = (structure?.stages ?? []).map((s) => ({
    name: s.name,
    line: `${s.name}: ${inSentence(s.description.replace(/^A (?=[a-z])/, 'a '))}`,
  }));
  const checks = [
    ...practised
      // The structure's stages are the checklist of "write a … text"; other aims stay.
      .filter((o) => !(structure && o.byTask && /^write an?\b/i.test(o.outcome)))
      .slice(0, 3)
      .map((o) => capitalise(o.outcome)),
  ];
  // The task's own demands first: its length, its reader, what it must use (an aim they say
  // already is not repeated).
  const own = taskDemands(a.description);
  const said = (line: string) => own.some((d) => overlap(keyWords(d), keyWords(line)) >= 2);
  const once = onceEach([...own, ...(named ? [] : taskPoints(a.description))], stages);
  const aims = new Set(practised.map((o) => capitalise(o.outcome)));
  checks.splice(
    0,
    checks.length,
    ...once.demands,
    ...once.stages,
    ...checks.filter((line) => !aims.has(line) || !said(line)),
  );
  if (checks.length === 0)
    checks.push(
      'Is written in the form the task asks for, in paragraphs',
      'Gives at least two facts from the lesson, each with a reason',
    );
  // A description or a story is not written in the lesson's terminology; an explanation is.
  if (p.k.main.subject !== 'english')
    checks.push(
      `Uses at least two of the key terms: ${listWords(
        boardTerms(p.k)
          .slice(0, 4)
          .map((t) => t.term),
      )}`,
    );
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
  // The objectives' skills, each practised; the topic's when no objective names one.
  const own = practisedSkills(p.k, p.objectives);
  const skills = own.length > 0 ? own : mathsSkills(p.k);
  if (skills.length === 0) return null;
  const focused = skills.slice(0, Math.min(skills.length, 4));
  const levels: Difficulty[] = ['easy', 'easy', 'medium', 'medium', 'hard', 'hard'];
  const questions: CheckQuestion[] = [];
  // An objective's own practice item first (the other part of "perimeter and area"), when the
  // lesson modelled its method.
  for (const o of p.objectives) {
    const own = ownPractice(p, o);
    if (own && methodTaught(p, own)) questions.push(own);
  }
  const turns = new Map<string, number>();
  levels.slice(questions.length).forEach((difficulty, i) => {
    const skill = focused[i % focused.length];
    const turn = turns.get(skill) ?? 0;
    turns.set(skill, turn + 1);
    const parts = p.objectives.find((o) => o.skill === skill)?.parts;
    const wanted = wantedParts(parts, turn);
    const names = (question: string) => wanted.every((part) => keyWords(question).has(part));
    const tried: CheckQuestion[] = [];
    for (let round = 0; round < (wanted.length > 0 ? 8 : 3); round += 1) {
      const [exercise] = p.k.maths.exercises(skill, {
        grade: p.k.grade,
        difficulty: round >= 3 && difficulty === 'hard' ? 'medium' : difficulty,
        count: 1,
        seed: `${p.seed}|practice|${i}|${round}`,
      });
      if (!exercise || p.asked.has(exercise.question)) continue;
      if (!methodTaught(p, { question: exercise.question, answer: exercise.answer })) continue;
      tried.push(mathsCheck(exercise));
      if (names(exercise.question)) break;
    }
    const chosen = tried.find((q) => names(q.question)) ?? tried[0];
    if (!chosen) return;
    p.asked.add(chosen.question);
    questions.push(chosen);
  });
  if (questions.length === 0) return null;
  return {
    name: `Practice: ${p.k.main.title} exercises`,
    description: `Students work alone on ${questions.length} exercises, from easy to harder.`,
    script: [
      `Students answer the ${questions.length} exercises below in their books without help, showing their working; circulate and mark as they work against the expected answers.`,
    ],
    questions,
    notes: `${minutes} minutes for ${questions.length} exercises; early finishers write a harder one of their own with its answer.`,
    weight: 4,
  };
}

/**
 * History's practice with a source: students read a printed extract and answer its question in
 * writing, with the steps as prompts and the answer to mark against.
 */
function sourceWork(p: Planning, minutes: number): PlannedComponent | null {
  if (p.k.main.strand !== 'history') return null;
  const source = p.k.examples.find((e) => SOURCE.test(e.problem) && !p.asked.has(e.problem));
  if (!source) return null;
  p.asked.add(source.problem);
  p.used.add(source.problem);
  const more = take(p.bank, 'explain', 1, p.asked);
  const questions = [{ question: asked(source.problem), answer: stop(source.answer) }, ...more];
  return {
    name: 'Source work: reading an extract',
    description: 'Students read a short primary source and answer questions on it in writing.',
    script: [
      `Read the extract aloud once; students then answer ${questionsBelow(questions.length)} alone in their books.`,
      `Prompts for question 1: ${source.steps.map(stop).join('; ')}.`,
    ],
    questions,
    notes: `${minutes} minutes: about two thirds for question 1. Mark against the expected answers; credit any promise put correctly in the student's own words.`,
    weight: 4,
  };
}

/**
 * An objective's own practice item, once: a gap-fill only with a blank that tests the content
 * (the same sentence blanked at its term, number or name, else none), and never on a sentence
 * the plan prints (a short question it answers instead).
 */
function ownPractice(p: Planning, o: ObjectivePlan): CheckQuestion | undefined {
  if (!o.practice || p.asked.has(`practice:${o.practice.question}`)) return undefined;
  p.asked.add(`practice:${o.practice.question}`);
  const own = objectiveGap(p, o, o.practice);
  if (!own) return undefined;
  p.asked.add(own.question);
  p.asked.add(answerKey(own));
  return own;
}

/** The bank's question that fits an objective best (shares most of its own words), taken. */
function fitting(
  p: Planning,
  o: ObjectivePlan,
  bank: Planning['bank'] = { ...p.bank, misconception: p.bank.misconception.slice(2) },
): CheckQuestion | undefined {
  const words = objectiveWords(p.k, o.outcome);
  const [best] = (['apply', 'explain', 'misconception'] as const)
    .flatMap((kind) => bank[kind])
    .filter((q) => !p.asked.has(q.question) && !p.asked.has(answerKey(q)))
    .map((q) => ({ q, hit: overlap(keyWords(`${q.question} ${q.answer}`), words) }))
    .filter((entry) => entry.hit > 0)
    .sort((a, b) => b.hit - a.hit);
  if (!best) return undefined;
  p.asked.add(best.q.question);
  p.asked.add(answerKey(best.q));
  return best.q;
}

/** The science practical or demonstration the lesson ran, if any. */
function practicalRun(p: Planning): Activity | undefined {
  if (p.k.main.subject !== 'science') return undefined;
  return p.k.topics
    .flatMap((topic) => topic.activities)
    .find(
      (a) =>
        p.used.has(a.name) &&
        (a.kind === 'practical' || a.kind === 'investigation' || a.kind === 'demonstration'),
    );
}

/**
 * Science after a practical: students write it up (aim, method, results, conclusion with the key
 * terms), the skill a practical lesson practises, marked against the checklist.
 */
function writeUp(p: Planning, minutes: number): PlannedComponent | null {
  const run = practicalRun(p);
  if (!run) return null;
  // The terms the practical and the objectives use (conductor, insulator), else the board's.
  // Only terms the practical itself is about: "calorific value" says nothing about soot.
  const said = `${run.name} ${run.description}`.toLowerCase();
  const own = [...boardTerms(p.k), ...p.k.terms].filter((t) => said.includes(t.term.toLowerCase()));
  const terms = listWords([...new Set(own.map((t) => t.term))].slice(0, 3));
  // Results as the practical gives them: sorted objects, readings, or what was seen.
  const sorted = /\bsort (?:the |each )?(\w+) into ([\w-]+) and ([\w-]+)/i.exec(run.description);
  const results = sorted
    ? `Results: a table with each of the ${sorted[1]} tested, what happened and whether it is one of the ${sorted[2]} or the ${sorted[3]}`
    : /\b(measure|count|record|time|temperature|reading|mass|length)\w*/i.test(run.description)
      ? 'Results: the readings in a table with a heading and unit for each column'
      : 'Results: what was observed, in one or two sentences';
  const checks = [
    `Aim: one sentence saying what "${run.name}" tested or showed`,
    'Method: the steps in order, numbered, in the past tense',
    results,
    own.length > 0
      ? `Conclusion: what the results show, using ${terms}`
      : 'Conclusion: what the results show and why, in one or two sentences',
  ];
  // Then the objectives' own practice items (a set to sort), else a question on the lesson.
  const items = p.objectives.flatMap((o) => {
    if (o.byTask) return [];
    return ownPractice(p, o) ?? fitting(p, o) ?? [];
  });
  const more = items.length > 0 ? items.slice(0, 5) : take(p.bank, 'explain', 1, p.asked, p.about);
  return {
    name: `Write-up: ${run.name}`,
    description: `Students write up "${run.name}" on their own, to a checklist.`,
    script: [
      `Students write up "${run.name}" alone in their books.`,
      'Success checklist (students tick it before handing in; mark against it):',
      ...checks.map((c) => `- ${stop(c)}.`),
      ...(more.length > 0
        ? [`Then answer the ${more.length === 1 ? 'question' : 'questions'} below.`]
        : []),
    ],
    questions: [
      {
        question: 'Which point of the checklist is missing or weakest in your write-up?',
        answer:
          'A point of the checklist the write-up does not yet show, named with the line to improve.',
      },
      ...more,
    ],
    notes: `${minutes} minutes; collect the write-ups and mark the conclusions first.`,
    weight: 4,
  };
}

export function practiceTask(p: Planning, minutes: number): PlannedComponent {
  const source = sourceWork(p, minutes) ?? writeUp(p, minutes);
  if (source) return source;
  // The writing task that practises the objectives a text shows (the whole persuasive text
  // before one paragraph), else one that fits the slot.
  const aims = p.objectives.filter((o) => o.byTask);
  const writing = activity(p, ['writing_task'], minutes, (a) =>
    aims.reduce(
      (sum, o) =>
        sum + overlap(specificOf(p, o.outcome), specificOf(p, `${a.name} ${a.description}`)),
      0,
    ),
  );
  if (writing) return writingTask(p, writing, minutes);
  const maths = mathsPractice(p, minutes);
  if (maths) return maths;
  // Written questions: an item of each objective (the bank's question that fits it best, a new
  // case or a cause to explain, else its own gap-fill), the objectives the exit ticket leaves,
  // then new cases, causes and misconceptions; no glossary question (its answer is on the board).
  // A one-word gap tests the wording more than the objective: only when nothing better fits.
  // No stage read off the board's diagram: the guided practice ordered the stages.
  const bank = { ...withoutStageChecks(p), misconception: p.bank.misconception.slice(2) };
  const questions: CheckQuestion[] = [];
  // Beside a document: questions on the parts of its text the lesson has not used, each keyed
  // with its line, before any item that asks again what was taught.
  const fromText = p.document
    ? documentPractice(p.document).filter((q) => !p.asked.has(q.question))
    : [];
  if (fromText.length >= 2) return textPractice(p, fromText);
  for (const o of p.objectives.filter((item) => !item.byTask)) {
    // The exit ticket checks the first three; a later one is checked here.
    if (p.objectives.filter((item) => !item.byTask).indexOf(o) >= 3 && !p.checked.has(o.outcome)) {
      p.checked.add(o.outcome);
      questions.push(o.check);
      continue;
    }
    const best = fitting(p, o, bank);
    if (best) {
      questions.push(best);
      continue;
    }
    const own = ownPractice(p, o);
    // Never two items with one answer (two gaps that both want "evergreen").
    if (own && !questions.some((q) => q.answer === own.answer)) questions.push(own);
  }
  for (const kind of ['apply', 'explain', 'misconception'] as const)
    if (questions.length < 4)
      questions.push(...take(bank, kind, 4 - questions.length, p.asked, p.about));
  // Little left to ask: one glossary question, on a term not on the board when there is one.
  const board = new Set(boardTerms(p.k).map((t) => `What is meant by ${t.term}?`));
  if (questions.length < 2)
    questions.push(
      ...take(
        { ...bank, recall: bank.recall.filter((q) => !board.has(q.question)) },
        'recall',
        1,
        p.asked,
      ),
    );
  // Nothing at all left: a paragraph on the last objective, never a slot of "0 questions".
  const last = p.objectives.filter((o) => !o.byTask).at(-1);
  const terms = boardTerms(p.k).map((t) => t.term);
  if (questions.length === 0 && last) questions.push(paragraphTask(terms, last));
  return {
    name: `Practice: ${p.k.main.title} questions`,
    description: 'Students work alone on written questions that apply the lesson to new cases.',
    script: [
      `Students answer ${questionsBelow(questions.length)} in their books in full sentences without help; circulate and mark as they work.`,
    ],
    questions,
    notes: 'Early finishers write one question of their own with its answer.',
    weight: 4,
  };
}
