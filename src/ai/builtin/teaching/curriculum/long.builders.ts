import { shuffle } from 'src/ai/builtin/seeded-random';
import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import {
  type Builder,
  type BuildContext,
  type CurriculumDraft,
  distinct,
  inSentence,
  listWords,
  sentence,
  stop,
  processRef,
} from 'src/ai/builtin/teaching/curriculum/draft';
import { factKey, pick, wrongKey } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { contentTokens } from 'src/ai/builtin/teaching/worksheet/text-kit';

import { mathsAnswer, workedExample } from 'src/ai/builtin/teaching/curriculum/open.builders';

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
      // A mark for each stage named and described in its place: the scheme names what it marks.
      answer: `${answer.join(' ')} ${scheme(process.stages.map((s, i) => `${i + 1}. ${s.name}`))}`,
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

/** The sentences of an activity's description: the points its model answer makes. */
const steps = (description: string) =>
  description
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A description that changes one thing and compares: a fair test, asked as one. */
const FAIR_TEST = /\b(different|same|compare|only the|cover|with and without)\b/i;

/**
 * A science practical or investigation: the question asks only what its model answer shows (a
 * fair test's variables and result only when the description has them), each of the
 * description's steps a mark.
 */
function planInvestigation(ctx: BuildContext, task: Activity): CurriculumDraft {
  const fair = task.kind === 'investigation' && FAIR_TEST.test(task.description);
  const ask = fair
    ? 'Say what you would do, what you would change, what you would keep the same and what you expect to find.'
    : 'Describe the steps you would follow and what you would observe or record.';
  const points = steps(task.description);
  return {
    question: `${fair ? 'Plan an investigation' : 'Describe how you would carry out this practical'}: ${stop(task.name)}. ${ask}`,
    options: [],
    answer: `Model answer: ${task.description} ${scheme(points)}`,
    grounding: task.description,
    keys: [`activity:${task.name}`],
    note: {
      why: `A full answer gives these steps: ${points.map(sentence).join(' ')}`,
      mistakes: fair
        ? 'Changing more than one thing at a time, so the result cannot be explained.'
        : 'Leaving out a step, or not saying what is observed or recorded.',
      concepts: [ctx.k.main.title],
    },
  };
}

/**
 * A writing task, marked against the topic's outcomes that share its words (the ones the task
 * practises), else against what the task itself asks; with the topic's facts on the task's
 * subject as the content a good answer uses (a sepoy's letter: the cartridges, Meerut).
 */
function writingTask(ctx: BuildContext, task: Activity): CurriculumDraft {
  const title = contentTokens(ctx.k.main.title);
  const asked = new Set(
    [...contentTokens(`${task.name} ${task.description}`)].filter((w) => !title.has(w)),
  );
  const shared = (text: string) => [...contentTokens(text)].filter((w) => asked.has(w)).length;
  const practised = ctx.k.main.outcomes.filter((outcome) => shared(outcome) > 0);
  const criteria = practised.length > 0 ? practised.slice(0, 3) : steps(task.description);
  const content = ctx.k.facts
    .filter((f) => f.topic.id === ctx.k.main.id && shared(f.text) >= 2)
    .slice(0, 3);
  const uses =
    content.length > 0
      ? ` Content a good answer uses: ${content.map((f) => sentence(f.text)).join(' ')}`
      : '';
  return {
    question: `${stop(task.name)} (${inSentence(ctx.k.main.title)}): ${task.description}`,
    options: [],
    answer: `Success criteria: ${criteria.map(stop).join('; ')}.${uses}`,
    grounding: [task.description, ...content.map((f) => f.text)].join(' '),
    keys: [`activity:${task.name}`, ...content.map(factKey)],
    note: {
      why: `The task practises: ${criteria.map(stop).join('; ')}.`,
      mistakes: 'Writing without a plan, or leaving out the features the task asks for.',
      concepts: [ctx.k.main.title],
    },
  };
}

/**
 * The topic's writing tasks, and science practicals and investigations (create level). A class
 * activity of another subject (a map, a model, a thermometer game) is no written question: the
 * sheet would carry a teacher's note and criteria the activity does not practise.
 */
const topicTask: Builder = {
  name: 'topic-task',
  blooms: ['create', 'apply', 'evaluate'],
  write(ctx) {
    const science = ctx.k.main.subject === 'science';
    const tasks = ctx.k.topics
      .flatMap((t) => t.activities)
      .filter(
        (a) =>
          a.kind === 'writing_task' ||
          (science && (a.kind === 'investigation' || a.kind === 'practical')),
      );
    const task = tasks[ctx.attempt];
    if (!task) return null;
    return task.kind === 'writing_task' ? writingTask(ctx, task) : planInvestigation(ctx, task);
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
