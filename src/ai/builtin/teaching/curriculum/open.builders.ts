import { shuffle } from 'src/ai/builtin/seeded-random';
import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import {
  type Builder,
  type BuildContext,
  type CurriculumDraft,
  capitalise,
  distinct,
  inSentence,
  listWords,
  namesTopic,
  sentence,
  stop,
  meaning,
  processRef,
  stageQuestion,
} from 'src/ai/builtin/teaching/curriculum/draft';
import {
  causeKey,
  exampleKey,
  factKey,
  mathsExercise,
  pick,
  stageKey,
  termKey,
  type TermItem,
  wrongKey,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { singular } from 'src/ai/builtin/teaching/curriculum/focus';

const nameTheTerm: Builder = {
  name: 'name-the-term',
  blooms: ['remember'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.terms, termKey, ctx.attempt);
    if (!item) return null;
    return {
      question: `Give the word for ${inSentence(item.definition)}.`,
      options: [],
      answer: capitalise(item.term),
      grounding: `${item.term}: ${item.definition}`,
      keys: [termKey(item)],
      note: {
        why: meaning(item.term, item.definition),
        mistakes:
          'A related term of the topic is the usual wrong answer; the definition fits only one of them.',
        concepts: [item.term],
      },
    };
  },
};

const defineTerm: Builder = {
  name: 'define-term',
  blooms: ['understand', 'remember'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.terms, termKey, ctx.attempt);
    if (!item) return null;
    return {
      question: `What is meant by ${item.term}?`,
      options: [],
      answer: sentence(item.definition),
      grounding: `${item.term}: ${item.definition}`,
      keys: [termKey(item)],
      note: {
        why: meaning(item.term, item.definition),
        mistakes: 'Giving an example instead of a meaning, or describing a neighbouring term.',
        concepts: [item.term],
      },
    };
  },
};

/** "<Cause>. What happens, and why?", past tense for history, the topic named when the cause does not. */
export function causeQuestion(ctx: BuildContext, cause: string): string {
  const ask =
    ctx.k.main.subject === 'social_science'
      ? 'What was the result, and why?'
      : 'What happens, and why?';
  const stem = namesTopic(cause, ctx.k)
    ? sentence(cause)
    : `${ctx.k.main.title}: ${sentence(cause)}`;
  return `${stem} ${ask}`;
}

const whatHappens: Builder = {
  name: 'what-happens',
  blooms: ['apply', 'understand', 'analyze'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.causes, causeKey, ctx.attempt);
    if (!item) return null;
    return {
      question: causeQuestion(ctx, item.cause),
      options: [],
      answer: sentence(item.effect),
      grounding: `${item.cause}: ${item.effect}`,
      keys: [causeKey(item)],
      note: {
        why: `${sentence(item.cause)} As a result, ${inSentence(item.effect)}.`,
        mistakes: 'Stating the result without the reason, or reversing cause and effect.',
        concepts: [ctx.k.main.title],
      },
    };
  },
};

const describeStage: Builder = {
  name: 'describe-stage',
  blooms: ['understand', 'remember'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.stages, stageKey, ctx.attempt);
    if (!item) return null;
    const stage = item.stages[item.index];
    return {
      question: stageQuestion(ctx.k, stage.name, item.process),
      options: [],
      answer: sentence(stage.description),
      grounding: `${stage.name}: ${stage.description}`,
      keys: [stageKey(item)],
      note: {
        why: `${stage.name}: ${inSentence(stage.description)}.`,
        mistakes: 'Describing the stage before or after this one.',
        concepts: [item.process, stage.name],
      },
    };
  },
};

const mathsAnswer: Builder = {
  name: 'maths-answer',
  blooms: ['apply', 'understand', 'remember', 'analyze'],
  write(ctx) {
    const exercise = mathsExercise(ctx.k, ctx.slot.difficulty, ctx.attempt, ctx.seed);
    if (!exercise) return null;
    const long = ctx.slot.type !== 'very_short_answer';
    return {
      question: long ? `${exercise.question} Show your working.` : exercise.question,
      options: [],
      answer: long ? `${exercise.working.join(' ')} Answer: ${exercise.answer}` : exercise.answer,
      grounding: exercise.working.join(' '),
      keys: [`maths:${ctx.slot.difficulty}`],
      note: {
        why: `${exercise.working.join(' ')} So the answer is ${exercise.answer}.`,
        mistakes: exercise.distractors.map((d) => `${d.answer}: ${stop(d.error)}`).join('; ') + '.',
        concepts: [ctx.k.main.title],
      },
    };
  },
};

export const VERY_SHORT_BUILDERS: Builder[] = [
  mathsAnswer,
  nameTheTerm,
  defineTerm,
  whatHappens,
  describeStage,
];

const correctTheStudent: Builder = {
  name: 'correct-the-student',
  blooms: ['evaluate', 'analyze', 'understand'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.misconceptions, wrongKey, ctx.attempt);
    if (!item) return null;
    return {
      question: namesTopic(item.wrong, ctx.k)
        ? `A student says: "${stop(item.wrong)}." Is the student right? Explain your answer.`
        : `A student writing about ${inSentence(ctx.k.main.title)} says: "${stop(item.wrong)}." Is the student right? Explain your answer.`,
      options: [],
      answer: `No. ${sentence(item.correct)}`,
      grounding: item.correct,
      keys: [wrongKey(item)],
      note: {
        why: `The student is wrong: ${inSentence(item.correct)}.`,
        mistakes: `Agreeing with the student: "${stop(item.wrong)}" is a common misconception.`,
        concepts: [ctx.k.main.title],
      },
    };
  },
};

/** The head noun of a term ("static friction" → "friction", "member of parliament" → "member"). */
const head = (term: string) =>
  singular(
    term
      .toLowerCase()
      .trim()
      .split(/\s+of\s+/)[0]
      .split(/\s+/)
      .pop() ?? '',
  );

/** A definition's opening words without its article ("the change of …" → "change of"). */
const lead = (definition: string) =>
  definition
    .toLowerCase()
    .replace(/^(a|an|the)\s+/, '')
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');

/**
 * Two terms a "difference between" question can contrast: kinds of one thing ("static friction"
 * and "sliding friction", "proper fraction" and "improper fraction"), or two one-word terms
 * defined in one form ("evaporation: the change of liquid water into vapour" and "condensation:
 * the change of water vapour into liquid").
 */
function alternatives(a: TermItem, b: TermItem): boolean {
  const multiWord = a.term.includes(' ') || b.term.includes(' ');
  if (multiWord) return head(a.term) === head(b.term);
  // "a substance that …" says only that both are things: no contrast.
  const opening = lead(a.definition);
  return !GENERIC.has(opening.split(' ')[0]) && opening === lead(b.definition);
}

const GENERIC = new Set(
  'substance thing word words person people part parts number place group kind type name unit form'.split(
    ' ',
  ),
);

const compareTerms: Builder = {
  name: 'compare-terms',
  blooms: ['analyze', 'understand'],
  write(ctx) {
    const first = pick(ctx.k, ctx.k.terms, termKey, ctx.attempt);
    const second =
      first &&
      ctx.k.terms.find(
        (t) =>
          t !== first &&
          t.topic.id === first.topic.id &&
          !ctx.k.use.has(termKey(t)) &&
          alternatives(first, t),
      );
    if (!first || !second) return null;
    return {
      question: `What is the difference between ${first.term} and ${second.term}?`,
      options: [],
      answer: `${capitalise(first.term)} is ${inSentence(first.definition)}, whereas ${second.term} is ${inSentence(second.definition)}.`,
      grounding: `${first.term}: ${first.definition}. ${second.term}: ${second.definition}`,
      keys: [termKey(first), termKey(second)],
      note: {
        why: `${capitalise(first.term)} is ${inSentence(first.definition)}; ${second.term} is ${inSentence(second.definition)}.`,
        mistakes:
          'Defining only one of the two terms, or saying how they are alike instead of how they differ.',
        concepts: [first.term, second.term],
      },
    };
  },
};

const workedExample: Builder = {
  name: 'worked-example',
  blooms: ['apply'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.examples, exampleKey, ctx.attempt);
    if (!item) return null;
    return {
      question: ['mathematics', 'science'].includes(ctx.k.main.subject)
        ? `${sentence(item.problem)} Show your working.`
        : sentence(item.problem),
      options: [],
      answer: `${item.steps.map(sentence).join(' ')} Answer: ${item.answer}`,
      grounding: item.steps.join(' '),
      keys: [exampleKey(item)],
      note: {
        why: `${item.steps.map(sentence).join(' ')} So the answer is ${stop(item.answer)}.`,
        mistakes: 'Skipping a step of the method, or giving the answer without units or working.',
        concepts: [ctx.k.main.title],
      },
    };
  },
};

export const SHORT_BUILDERS: Builder[] = [
  mathsAnswer,
  workedExample,
  whatHappens,
  compareTerms,
  correctTheStudent,
  describeStage,
  defineTerm,
];

/** Marks per point, as a teacher writes a scheme: "1 mark each: …". */
function scheme(points: readonly string[]): string {
  return `Marking scheme (${points.length} marks, 1 for each point): ${points.map((p) => stop(p)).join('; ')}.`;
}

const describeProcess: Builder = {
  name: 'describe-process',
  blooms: ['understand', 'analyze', 'remember'],
  write(ctx) {
    const process = ctx.k.processes[ctx.attempt];
    if (!process) return null;
    const answer = process.stages.map((s, i) => `${i + 1}. ${s.name}: ${sentence(s.description)}`);
    return {
      question: `Describe ${processRef(process.name)}, naming each stage in order and saying what happens in it.`,
      options: [],
      answer: `${answer.join(' ')} ${scheme(process.stages.map((s) => `${s.name} in its place`))}`,
      grounding: answer.join(' '),
      keys: [`process:${process.name}`],
      note: {
        why: `A full answer names the ${process.stages.length} stages in order: ${process.stages.map((s) => s.name).join(' → ')}.`,
        mistakes: 'Leaving out a stage or putting two stages in the wrong order.',
        concepts: [process.name, ...process.stages.map((s) => s.name)],
      },
    };
  },
};

const explainWithTerms: Builder = {
  name: 'explain-with-terms',
  blooms: ['understand', 'create', 'evaluate', 'analyze'],
  write(ctx) {
    const facts = shuffle(
      ctx.k.facts.filter((f) => f.topic.id === ctx.k.main.id || ctx.attempt > 0),
      ctx.random,
    )
      .sort((a, b) => (ctx.k.use.get(factKey(a)) ?? 0) - (ctx.k.use.get(factKey(b)) ?? 0))
      .slice(0, 4);
    const terms = distinct(facts.flatMap((f) => f.terms)).slice(0, 3);
    if (facts.length < 3 || terms.length < 2 || ctx.attempt > 2) return null;
    const title = ctx.attempt === 0 ? ctx.k.main.title : facts[0].topic.title;
    return {
      question: `Explain ${inSentence(title)}. Use the terms ${listWords(terms)} in your answer.`,
      options: [],
      answer: `Model answer: ${facts.map((f) => sentence(f.text)).join(' ')} ${scheme(facts.map((f) => f.text))}`,
      grounding: facts.map((f) => f.text).join(' '),
      keys: facts.map(factKey),
      note: {
        why: `A good answer states these facts: ${facts.map((f) => sentence(f.text)).join(' ')}`,
        mistakes: 'Listing the terms without saying how they are connected.',
        concepts: terms,
      },
    };
  },
};

const settleTheArgument: Builder = {
  name: 'settle-the-argument',
  blooms: ['evaluate', 'analyze'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.misconceptions, wrongKey, ctx.attempt);
    if (!item) return null;
    return {
      question: `Asha says: "${stop(item.wrong)}." Ravi disagrees. Who is right? Give your reasons, using what you know about ${inSentence(ctx.k.main.title)}.`,
      options: [],
      answer: `Ravi is right. ${sentence(item.correct)} ${scheme(['says Ravi is right', item.correct, 'gives a reason or example from the topic'])}`,
      grounding: item.correct,
      keys: [wrongKey(item)],
      note: {
        why: `Ravi is right: ${inSentence(item.correct)}.`,
        mistakes: `Siding with Asha: "${stop(item.wrong)}" is a common misconception.`,
        concepts: [ctx.k.main.title],
      },
    };
  },
};

/** A science practical or investigation, planned as a fair test. */
function planInvestigation(ctx: BuildContext, task: Activity): CurriculumDraft {
  return {
    question: `Plan an investigation: ${stop(task.name)}. Say what you would do, what you would change, what you would keep the same and what you expect to find.`,
    options: [],
    answer: `Model plan: ${task.description} ${scheme(['a clear method in steps', 'one thing changed and the rest kept the same', 'a prediction linked to the topic'])}`,
    grounding: task.description,
    keys: [`activity:${task.name}`],
    note: {
      why: sentence(task.description),
      mistakes: 'Changing more than one thing at a time, so the result cannot be explained.',
      concepts: [ctx.k.main.title],
    },
  };
}

/** A writing task or another subject's task, marked against the topic's outcomes. */
function doTask(ctx: BuildContext, task: Activity): CurriculumDraft {
  const outcomes = ctx.k.main.outcomes.slice(0, 3);
  return {
    question: `${stop(task.name)} (${inSentence(ctx.k.main.title)}): ${task.description}`,
    options: [],
    answer: `Success criteria: ${outcomes.map(stop).join('; ')}.`,
    grounding: task.description,
    keys: [`activity:${task.name}`],
    note: {
      why: `The task practises: ${outcomes.map(stop).join('; ')}.`,
      mistakes:
        task.kind === 'writing_task'
          ? 'Writing without a plan, or leaving out the features the task asks for.'
          : 'Describing instead of doing what the task asks; check each success criterion.',
      concepts: [ctx.k.main.title],
    },
  };
}

/** The topic's own writing tasks, practicals and investigations (create level). */
const topicTask: Builder = {
  name: 'topic-task',
  blooms: ['create', 'apply', 'evaluate'],
  write(ctx) {
    const tasks = ctx.k.topics
      .flatMap((t) => t.activities)
      .filter((a) => ['writing_task', 'investigation', 'practical'].includes(a.kind));
    const task = tasks[ctx.attempt];
    if (!task) return null;
    return ctx.k.main.subject === 'science' && task.kind !== 'writing_task'
      ? planInvestigation(ctx, task)
      : doTask(ctx, task);
  },
};

export const LONG_BUILDERS: Builder[] = [
  mathsAnswer,
  workedExample,
  topicTask,
  describeProcess,
  explainWithTerms,
  settleTheArgument,
];
