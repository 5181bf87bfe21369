import { shuffle } from 'src/ai/builtin/seeded-random';
import {
  type Builder,
  capitalise,
  causeWhy,
  distinct,
  isRemedy,
  inSentence,
  labelled,
  listWords,
  sentence,
  stop,
  meaning,
  processRef,
} from 'src/ai/builtin/teaching/curriculum/draft';
import {
  causeKey,
  factKey,
  mathsExercise,
  pick,
  stageKey,
  termKey,
  wrongKey,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import {
  closest,
  oddOneOut,
  siblingTerms,
  wordClass,
} from 'src/ai/builtin/teaching/curriculum/term-options';
import {
  causeStem,
  conceptName,
  explainsCause,
  leastUsed,
  refutes,
} from 'src/ai/builtin/teaching/curriculum/worksheet-stems';

const nameFromDefinition: Builder = {
  name: 'name-from-definition',
  blooms: ['remember'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.terms, termKey, ctx.attempt);
    if (!item) return null;
    const wrong = siblingTerms(ctx, item);
    if (wrong.length < 3 || oddOneOut(item, wrong)) return null;
    const { options, answer } = labelled(
      [item.term],
      wrong.map((w) => w.term),
      ctx.random,
    );
    return {
      question:
        wordClass(item) === 'noun'
          ? `What is the name for ${inSentence(item.definition)}?`
          : `Which ${item.term.includes(' ') ? 'term' : 'word'} means “${inSentence(item.definition)}”?`,
      options,
      answer,
      grounding: `${item.term}: ${item.definition}`,
      keys: [termKey(item)],
      note: {
        why: meaning(item.term, item.definition),
        mistakes: closest(ctx, item, wrong),
        concepts: [item.term, ...wrong.map((w) => w.term)],
      },
    };
  },
};

const meaningOfTerm: Builder = {
  name: 'meaning-of-term',
  blooms: ['remember', 'understand'],
  write(ctx) {
    const item = pick(ctx.k, ctx.k.terms, termKey, ctx.attempt);
    if (!item) return null;
    const wrong = siblingTerms(ctx, item);
    if (wrong.length < 3 || oddOneOut(item, wrong)) return null;
    const { options, answer } = labelled(
      [stop(item.definition)],
      wrong.map((w) => stop(w.definition)),
      ctx.random,
    );
    return {
      question: `Which of these best describes ${item.term}?`,
      options,
      answer,
      grounding: `${item.term}: ${item.definition}`,
      // The wrong options print three other terms' meanings: no other item may ask those.
      keys: [termKey(item), ...wrong.map((w) => `defined:${w.term.toLowerCase()}`)],
      note: {
        why: meaning(item.term, item.definition),
        mistakes: `The other options describe ${listWords(wrong.map((w) => w.term))}, not ${item.term}.`,
        concepts: [item.term, ...wrong.map((w) => w.term)],
      },
    };
  },
};

/** A fact against three misconceptions: which is correct? (judging statements). */
const correctStatement: Builder = {
  name: 'correct-statement',
  blooms: ['understand'],
  write(ctx) {
    const fact = pick(ctx.k, ctx.k.facts, factKey, ctx.attempt);
    // No wrong option the key corrects: the two would contradict each other, a two-way choice.
    const wrong = leastUsed(ctx.k, ctx.k.misconceptions, wrongKey, ctx.random)
      .filter((w) => !fact || !refutes(ctx.k, w, fact))
      .slice(0, 3);
    if (!fact || wrong.length < 3) return null;
    const { options, answer } = labelled(
      [stop(fact.text)],
      wrong.map((w) => stop(w.wrong)),
      ctx.random,
    );
    return {
      question: `Which of these statements about ${conceptName(ctx.k)} is correct?`,
      options,
      answer,
      grounding: fact.text,
      keys: [factKey(fact), ...wrong.map(wrongKey)],
      note: {
        why: `${sentence(fact.text)}`,
        mistakes: wrong
          .map((w) => `"${stop(w.wrong)}" is a common misconception: ${inSentence(w.correct)}.`)
          .join(' '),
        concepts: fact.terms.length > 0 ? fact.terms : [ctx.k.main.title],
      },
    };
  },
};

/** Three facts and one misconception: which is the mistake? */
const spotMisconception: Builder = {
  name: 'spot-misconception',
  // Spotting a taught misconception among facts is understanding, not judging.
  blooms: ['understand'],
  write(ctx) {
    const wrong = pick(ctx.k, ctx.k.misconceptions, wrongKey, ctx.attempt);
    // No true statement that corrects the wrong one: it would point straight at it.
    const facts = leastUsed(ctx.k, ctx.k.facts, factKey, ctx.random)
      .filter((f) => !wrong || !refutes(ctx.k, wrong, f))
      .slice(0, 3);
    if (!wrong || facts.length < 3) return null;
    const { options, answer } = labelled(
      [stop(wrong.wrong)],
      facts.map((f) => stop(f.text)),
      ctx.random,
    );
    return {
      question: `A classmate wrote four statements about ${conceptName(ctx.k)}. Which one is wrong?`,
      options,
      answer,
      grounding: wrong.correct,
      keys: [wrongKey(wrong), ...facts.map(factKey)],
      note: {
        why: `"${stop(wrong.wrong)}" is wrong: ${inSentence(wrong.correct)}.`,
        mistakes: `Missing it means holding the misconception "${stop(wrong.wrong)}"; the other three statements are true.`,
        concepts: [ctx.k.main.title],
      },
    };
  },
};

/** A situation and its result, with the other results of the topic as wrong options. */
const predictEffect: Builder = {
  name: 'predict-effect',
  // Recalling a taught cause and its result: understanding, not a new situation.
  blooms: ['understand'],
  write(ctx) {
    // A remedy is no result: "what happens" keyed with it is false cause and effect.
    const results = ctx.k.causes.filter((c) => !isRemedy(c) && !explainsCause(c));
    const item = pick(ctx.k, results, causeKey, ctx.attempt);
    const others = results.filter((other) => other !== item);
    if (!item || others.length < 3) return null;
    const wrong = leastUsed(ctx.k, others, causeKey, ctx.random).slice(0, 3);
    const { options, answer } = labelled(
      [stop(item.effect)],
      wrong.map((w) => stop(w.effect)),
      ctx.random,
    );
    return {
      question: causeStem(ctx.k, { ...item, effect: '' }),
      options,
      answer,
      grounding: `${item.cause}: ${item.effect}`,
      keys: [causeKey(item)],
      note: {
        why: causeWhy(item),
        mistakes: `The other options are results of different situations: ${wrong.map((w) => `${inSentence(w.cause)} (→ ${stop(w.effect)})`).join('; ')}.`,
        concepts: [ctx.k.main.title],
      },
    };
  },
};

/** Which stage comes next? Other stages of the same process are the wrong options. */
const nextStage: Builder = {
  name: 'next-stage',
  blooms: ['understand'],
  write(ctx) {
    const stages = ctx.k.stages.filter(
      (s) => s.index < s.stages.length - 1 && s.stages.length >= 4,
    );
    const item = pick(ctx.k, stages, stageKey, ctx.attempt);
    if (!item) return null;
    const next = item.stages[item.index + 1];
    const wrong = shuffle(
      item.stages.filter((_, i) => i !== item.index + 1 && i !== item.index),
      ctx.random,
    ).slice(0, 3);
    if (wrong.length < 3) return null;
    const { options, answer } = labelled(
      [next.name],
      wrong.map((w) => w.name),
      ctx.random,
    );
    return {
      question: `Which stage of ${processRef(item.process)} comes straight after "${item.stages[item.index].name}"?`,
      options,
      answer,
      grounding: item.stages.map((s) => s.name).join(' → '),
      keys: [stageKey(item)],
      note: {
        why: `The stages in order are ${item.stages.map((s) => s.name).join(' → ')}. ${sentence(next.description)}`,
        mistakes: `${wrong
          .map((w) => {
            const at = item.stages.indexOf(w);
            return `"${w.name}" comes ${at < item.index ? 'before' : 'later, after'} "${at < item.index ? item.stages[item.index].name : next.name}"`;
          })
          .join('; ')}: choosing one of them means the order of the stages is not yet secure.`,
        concepts: [item.process, next.name],
      },
    };
  },
};

/** A maths exercise whose wrong options come from typical errors. */
const mathsChoice: Builder = {
  name: 'maths-choice',
  blooms: ['apply'],
  write(ctx) {
    const exercise = mathsExercise(ctx.k, ctx.slot.difficulty, ctx.attempt, ctx.seed);
    const wrong = distinct([
      exercise?.answer ?? '',
      ...(exercise?.distractors ?? []).map((d) => d.answer),
    ]).slice(1, 4);
    if (!exercise || wrong.length < 3) return null;
    const chosen = exercise.distractors.filter((d) => wrong.includes(d.answer));
    const { options, answer } = labelled([exercise.answer], wrong, ctx.random);
    return {
      question: exercise.question,
      options,
      answer,
      grounding: exercise.working.join(' '),
      keys: [`maths:${ctx.slot.difficulty}`, `skill:${exercise.skill}`],
      note: {
        why: `${exercise.working.join(' ')} So the answer is ${exercise.answer}.`,
        mistakes: chosen.map((d) => `${d.answer}: ${stop(d.error)}`).join('; ') + '.',
        concepts: [ctx.k.main.title],
      },
    };
  },
};

export const MCQ_SINGLE_BUILDERS: Builder[] = [
  mathsChoice,
  nameFromDefinition,
  meaningOfTerm,
  predictEffect,
  nextStage,
  correctStatement,
  spotMisconception,
];

const SELECT_STEMS = [
  (title: string) => `Which of these statements about ${title} are correct? Choose all that apply.`,
  (title: string) => `Select every true statement about ${title}.`,
  (title: string) =>
    `Tick all the statements about ${title} that a scientist or historian would accept as correct.`,
];

/** Two or three facts and two misconceptions: choose all that are correct. */
const correctStatements: Builder = {
  name: 'correct-statements',
  blooms: ['understand'],
  write(ctx) {
    const first = pick(ctx.k, ctx.k.facts, factKey, ctx.attempt);
    const wrong = leastUsed(ctx.k, ctx.k.misconceptions, wrongKey, ctx.random).slice(0, 2);
    if (!first || wrong.length < 2) return null;
    const more = leastUsed(
      ctx.k,
      ctx.k.facts.filter((f) => f !== first),
      factKey,
      ctx.random,
      // A topic with few facts spares them for the other items (a fact shown twice answers one).
    ).slice(0, ctx.slot.index % 2 === 0 || ctx.k.facts.length < 14 ? 1 : 2);
    const right = [first, ...more];
    const { options, answer } = labelled(
      right.map((f) => stop(f.text)),
      wrong.map((w) => stop(w.wrong)),
      ctx.random,
    );
    return {
      question: SELECT_STEMS[(ctx.slot.index + ctx.attempt) % SELECT_STEMS.length](
        conceptName(ctx.k),
      ),
      options,
      answer,
      grounding: right.map((f) => f.text).join(' '),
      keys: [...right.map(factKey), ...wrong.map(wrongKey)],
      note: {
        why: `Correct: ${right.map((f) => sentence(f.text)).join(' ')}`,
        mistakes: wrong
          .map((w) => `"${stop(w.wrong)}" is a misconception: ${inSentence(w.correct)}.`)
          .join(' '),
        concepts: distinct(right.flatMap((f) => f.terms)).slice(0, 4),
      },
    };
  },
};

/** Which of these are stages of the process? Other key terms of the topic are the wrong options. */
const stagesOfProcess: Builder = {
  name: 'stages-of-process',
  blooms: ['remember', 'understand'],
  write(ctx) {
    const process = ctx.k.processes[ctx.attempt];
    if (!process || process.stages.length < 3) return null;
    const right = shuffle(process.stages, ctx.random)
      .slice(0, 3)
      .map((s) => s.name);
    const stageWords = process.stages.map((s) => s.name.toLowerCase());
    const wrong = shuffle(
      ctx.k.terms.filter((t) => !stageWords.some((w) => w.includes(t.term.toLowerCase()))),
      ctx.random,
    ).slice(0, 2);
    if (wrong.length < 2) return null;
    const { options, answer } = labelled(
      right,
      wrong.map((w) => w.term),
      ctx.random,
    );
    return {
      question: `Which of these are stages of ${processRef(process.name)}? Choose all that apply.`,
      options,
      answer,
      grounding: process.stages.map((s) => s.name).join(' → '),
      keys: [`process:${process.name}`],
      note: {
        why: `The stages of ${processRef(process.name)} are ${listWords(process.stages.map((s) => s.name))}.`,
        mistakes: `${listWords(wrong.map((w) => capitalise(w.term)))} ${wrong.length > 1 ? 'are' : 'is'} part of the topic but not a stage of this process.`,
        concepts: [process.name],
      },
    };
  },
};

/** Term–meaning pairs, two or three right and two with another term's meaning. */
const matchedPairs: Builder = {
  name: 'matched-pairs',
  blooms: ['remember', 'understand'],
  write(ctx) {
    const first = pick(ctx.k, ctx.k.terms, termKey, ctx.attempt);
    if (!first) return null;
    // The terms no other item asked first: a pair printed here would answer that item.
    const rest = leastUsed(
      ctx.k,
      ctx.k.terms.filter((t) => t !== first && t.definition !== first.definition),
      termKey,
      ctx.random,
    );
    const right = [first, ...rest.slice(0, 1 + (ctx.slot.index % 2))];
    const swapped = rest.slice(right.length - 1, right.length + 1);
    if (swapped.length < 2) return null;
    const wrong = [
      `${swapped[0].term} – ${stop(swapped[1].definition)}`,
      `${swapped[1].term} – ${stop(swapped[0].definition)}`,
    ];
    const { options, answer } = labelled(
      right.map((t) => `${t.term} – ${stop(t.definition)}`),
      wrong,
      ctx.random,
    );
    return {
      question: `Which of these terms are matched with their correct meanings? Choose all that apply.`,
      options,
      answer,
      grounding: right.map((t) => `${t.term}: ${t.definition}`).join(' '),
      keys: [...right.map(termKey), ...swapped.map((t) => `defined:${t.term.toLowerCase()}`)],
      note: {
        why: right.map((t) => meaning(t.term, t.definition)).join(' '),
        mistakes: `The meanings of ${swapped[0].term} and ${swapped[1].term} have been swapped in the other options.`,
        concepts: [...right, ...swapped].map((t) => t.term),
      },
    };
  },
};

export const MCQ_MULTIPLE_BUILDERS: Builder[] = [correctStatements, matchedPairs, stagesOfProcess];
