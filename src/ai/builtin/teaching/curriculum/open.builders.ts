import { askFact } from 'src/ai/builtin/teaching/curriculum/fact-questions';
import {
  type Builder,
  capitalise,
  givesReason,
  inSentence,
  isRemedy,
  namesTopic,
  sentence,
  stop,
  meaning,
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
  type TopicKnowledge,
  wrongKey,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { singular } from 'src/ai/builtin/teaching/curriculum/focus';
import {
  causeReason,
  causeStem,
  conceptName,
  confusable,
  evidenceFor,
  hasUnits,
} from 'src/ai/builtin/teaching/curriculum/worksheet-stems';
import type { CauseEffect } from 'src/ai/builtin/curriculum/curriculum-topic';
import { wordClass } from 'src/ai/builtin/teaching/curriculum/term-options';

/**
 * The mistake a term's item invites: naming the term most like it (its meaning shares words),
 * else the fallback given; never the key itself.
 */
export function confusedWith(k: TopicKnowledge, item: TermItem, otherwise: string): string {
  const near = confusable(k, item);
  return near ? `Confusing ${item.term} with ${near.term}.` : `${otherwise}.`;
}

/** The mistake a result question invites, short: the reason left out, or the cause restated. */
function resultMistake(item: CauseEffect): string {
  if (isRemedy(item)) return 'Saying what the problem does instead of what is done about it.';
  return givesReason(item)
    ? 'Giving the result without its reason.'
    : 'Repeating the situation instead of its result.';
}

const nameTheTerm: Builder = {
  name: 'name-the-term',
  blooms: ['remember'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.terms, termKey, ctx.attempt);
    if (!item) return null;
    return {
      question:
        wordClass(item) === 'noun'
          ? `Give the word for ${inSentence(item.definition)}.`
          : `Give the word that means ${inSentence(item.definition)}.`,
      options: [],
      answer: capitalise(item.term),
      grounding: `${item.term}: ${item.definition}`,
      keys: [termKey(item)],
      note: {
        why: meaning(item.term, item.definition),
        mistakes: confusedWith(ctx.k, item, 'Giving a related term of the topic'),
        concepts: [item.term],
      },
    };
  },
};

const defineTerm: Builder = {
  name: 'define-term',
  blooms: ['remember'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.terms, termKey, ctx.attempt);
    if (!item) return null;
    return {
      question: {
        verb: `What does it mean to ${item.term}?`,
        adjective: `What does ${item.term} mean?`,
        noun: `What is meant by ${item.term}?`,
      }[wordClass(item)],
      options: [],
      answer: sentence(item.definition),
      grounding: `${item.term}: ${item.definition}`,
      keys: [termKey(item)],
      note: {
        why: meaning(item.term, item.definition),
        mistakes: confusedWith(
          ctx.k,
          item,
          `Giving an example of ${item.term} instead of its meaning`,
        ),
        concepts: [item.term],
      },
    };
  },
};

const whatHappens: Builder = {
  name: 'what-happens',
  // A taught cause and its result recalled: understanding.
  blooms: ['understand'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.causes, causeKey, ctx.attempt);
    if (!item) return null;
    return {
      question: causeStem(ctx.k, item),
      options: [],
      answer: sentence(item.effect),
      grounding: `${item.cause}: ${item.effect}`,
      keys: [causeKey(item)],
      note: {
        why: causeReason(item),
        mistakes: resultMistake(item),
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

/** Steps of working a long answer needs: a one-line sum ("2 × 1 + 16 = 18 u") is a short one. */
const LONG_STEPS = 3;

/**
 * Whether worked steps fill a slot: a long answer has three steps or more, any other one; on the
 * slot's last search (`lenient`) a shorter sum rather than no worksheet at all.
 */
export function longEnough(type: string, steps: readonly string[], lenient = false): boolean {
  return lenient || type !== 'long_answer' || steps.length >= LONG_STEPS;
}

export const mathsAnswer: Builder = {
  name: 'maths-answer',
  blooms: ['apply'],
  write(ctx) {
    const exercise = mathsExercise(ctx.k, ctx.slot.difficulty, ctx.attempt, ctx.seed);
    if (!exercise || !longEnough(ctx.slot.type, exercise.working, ctx.lenient)) return null;
    const long = ctx.slot.type !== 'very_short_answer';
    return {
      question: long ? `${exercise.question} Show your working.` : exercise.question,
      options: [],
      answer: long ? `${exercise.working.join(' ')} Answer: ${exercise.answer}` : exercise.answer,
      grounding: exercise.working.join(' '),
      keys: [`maths:${ctx.slot.difficulty}`, `skill:${exercise.skill}`],
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
  askFact,
];

const correctTheStudent: Builder = {
  name: 'correct-the-student',
  // Saying why a taught misconception is wrong: the correction is recalled, not weighed.
  blooms: ['understand'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.misconceptions, wrongKey, ctx.attempt);
    if (!item) return null;
    return {
      question: namesTopic(item.wrong, ctx.k)
        ? `A student says: "${stop(item.wrong)}." Is the student right? Explain your answer.`
        : `A student writing about ${conceptName(ctx.k)} says: "${stop(item.wrong)}." Is the student right? Explain your answer.`,
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

/**
 * A student's claim to judge and justify (evaluate): written only when a fact of the topic backs
 * the correction, so the answer gives a verdict, the correct idea and the evidence for it.
 */
const judgeTheClaim: Builder = {
  name: 'judge-the-claim',
  blooms: ['evaluate'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.misconceptions, wrongKey, ctx.attempt);
    const evidence = item && evidenceFor(ctx.k, item, 1)[0];
    if (!item || !evidence) return null;
    return {
      question: `A student says: "${stop(item.wrong)}." Do you agree? Give the correct idea and one fact that supports it.`,
      options: [],
      answer: `No. ${sentence(item.correct)} ${sentence(evidence.text)}`,
      grounding: `${item.correct} ${evidence.text}`,
      keys: [wrongKey(item), factKey(evidence)],
      note: {
        why: `The student is wrong: ${inSentence(item.correct)}. ${sentence(evidence.text)}`,
        mistakes: 'Saying only "No" or restating the claim as false, without a fact that shows it.',
        concepts: [ctx.k.main.title],
      },
    };
  },
};

/** A question quoted whole, ending in its own mark ("… be?" stays, "Find x" gains a stop). */
const asked = (question: string) =>
  /[?!.]$/.test(question.trim()) ? question.trim() : `${question.trim()}.`;

/** Names for the student whose worked answer is judged, chosen by the sheet's seed. */
const WORKERS = ['Meena', 'Arjun', 'Priya', 'Kabir'];

/**
 * A worked answer with a typical error in it (analyse): the student finds the mistake and works
 * the sum correctly; the key names the error and gives the working. Finding a slip in given
 * working is analysis, never "evaluate": there is no claim to weigh, only a step to spot.
 */
export const findTheError: Builder = {
  name: 'find-the-error',
  blooms: ['analyze'],
  write(ctx) {
    const exercise = mathsExercise(ctx.k, ctx.slot.difficulty, ctx.attempt, ctx.seed);
    const slip = exercise?.distractors[ctx.attempt % Math.max(1, exercise.distractors.length)];
    if (!exercise || !slip) return null;
    const name = WORKERS[Math.floor(ctx.random() * WORKERS.length)];
    return {
      question: `${name} was asked: "${asked(exercise.question)}" ${name} wrote ${slip.answer}. What mistake did ${name} make? Work out the correct answer.`,
      options: [],
      answer: `${name} ${stop(slip.error)}. ${exercise.working.join(' ')} Answer: ${exercise.answer}`,
      grounding: exercise.working.join(' '),
      keys: [`maths:${ctx.slot.difficulty}`, `skill:${exercise.skill}`],
      note: {
        why: `${slip.answer} comes from this slip: ${stop(slip.error)}. ${exercise.working.join(' ')}`,
        mistakes: 'Redoing the sum without saying what the mistake was.',
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
export function alternatives(a: TermItem, b: TermItem): boolean {
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

export const workedExample: Builder = {
  name: 'worked-example',
  blooms: ['apply'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.examples, exampleKey, ctx.attempt);
    if (!item || !longEnough(ctx.slot.type, item.steps, ctx.lenient)) return null;
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
        mistakes: ['mathematics', 'science'].includes(ctx.k.main.subject)
          ? `Skipping a step of the method, or giving the answer without ${hasUnits(item.answer) ? 'units or ' : ''}working.`
          : 'Skipping a step of the method.',
        concepts: [ctx.k.main.title],
      },
    };
  },
};

export const SHORT_BUILDERS: Builder[] = [
  mathsAnswer,
  findTheError,
  workedExample,
  whatHappens,
  compareTerms,
  judgeTheClaim,
  correctTheStudent,
  describeStage,
  defineTerm,
  askFact,
];
