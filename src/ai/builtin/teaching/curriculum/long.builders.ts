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
