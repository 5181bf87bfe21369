import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { BloomLevel } from 'src/ai/ports/teaching-content.port';
import {
  type Builder,
  type BuildContext,
  capitalise,
  type CurriculumDraft,
  inSentence,
  listWords,
  sentence,
  stop,
  processRef,
} from 'src/ai/builtin/teaching/curriculum/draft';
import {
  factKey,
  type FactItem,
  stageKey,
  termKey,
  type TermItem,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { conceptName, leastUsed } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';
import { contentWords, handles, namesTerm } from 'src/ai/builtin/teaching/curriculum/focus';
import { contentTokens } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { subjectOf } from 'src/ai/builtin/teaching/curriculum/fact-questions';
import { method } from 'src/ai/builtin/teaching/curriculum/practical-method';

import {
  findTheError,
  mathsAnswer,
  workedExample,
} from 'src/ai/builtin/teaching/curriculum/open.builders';
import {
  compareTwo,
  explainEffects,
  restates,
  scheme,
  settleTheArgument,
} from 'src/ai/builtin/teaching/curriculum/reasoned.builders';

const describeProcess: Builder = {
  name: 'describe-process',
  blooms: ['understand'],
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
      // It asks every stage: a short item on one of them repeats it.
      keys: [
        `process:${process.name}`,
        ...process.stages.map((_, index) =>
          stageKey({ process: process.name, stages: process.stages, index }),
        ),
      ],
      note: {
        why: `A full answer names the ${process.stages.length} stages in order: ${process.stages.map((s) => s.name).join(' → ')}.`,
        mistakes: 'Leaving out a stage or putting two stages in the wrong order.',
        concepts: [process.name, ...process.stages.map((s) => s.name)],
      },
    };
  },
};

/**
 * A paragraph that uses three of the topic's terms: the question asks for each term's meaning
 * and a point that uses it, the model answer gives exactly that, and the scheme marks each (two
 * marks a term), so nothing is rewarded that was not asked. When a match has taken the rest and
 * only two fresh terms with a fact are left, the last attempt uses those two (four marks, as a
 * comparison has): a sheet with a long answer rather than none.
 */
/** Terms a paragraph needs at an attempt: three, and two at the last (attempt 2). */
const fewestTerms = (attempt: number) => (attempt < 2 ? 3 : 2);

const paragraphWithTerms: Builder = {
  name: 'explain-with-terms',
  blooms: ['understand'],
  write(ctx) {
    // Terms no other item asked (a match row's meaning restated gives the row away), the named
    // entry's first, then the other entries' too.
    const main = ctx.k.terms.filter(
      (t) => (t.topic.id === ctx.k.main.id || ctx.attempt > 0) && !ctx.k.use.has(termKey(t)),
    );
    const chosen: { term: TermItem; fact: FactItem }[] = [];
    for (const term of leastUsed(ctx.k, main, termKey, ctx.random)) {
      // The term as a word of the fact: "biotic" is not in "abiotic factors".
      const fact = leastUsed(
        ctx.k,
        ctx.k.facts.filter(
          (f) =>
            namesTerm(f.text, term.term) &&
            // "Gravity from the Sun keeps the planets in their orbits" beside its meaning
            // "the force … that keeps planets in orbit around the Sun": one point, not two.
            !restates(f.text, term) &&
            !chosen.some((c) => c.fact === f),
        ),
        factKey,
        ctx.random,
      )[0];
      if (fact) chosen.push({ term, fact });
      if (chosen.length === 3) break;
    }
    if (chosen.length < fewestTerms(ctx.attempt) || ctx.attempt > 2) return null;
    const terms = chosen.map((c) => c.term.term);
    const points = chosen.flatMap(({ term, fact }) => [
      `${term.term} is ${inSentence(term.definition)}`,
      stop(fact.text),
    ]);
    return {
      question: `Write a short paragraph about ${conceptName(ctx.k)} that uses the terms ${listWords(terms)}. For each term, say what it means and give one fact about it.`,
      options: [],
      answer: `Model answer: ${points.map(sentence).join(' ')} Marking scheme (${points.length} marks, 1 for each point): ${points.join('; ')}.`,
      grounding: chosen
        .map(({ term, fact }) => `${term.term}: ${term.definition}. ${fact.text}`)
        .join(' '),
      keys: chosen.flatMap(({ term, fact }) => [termKey(term), factKey(fact)]),
      note: {
        why: `A full answer gives, for each term, its meaning and a fact: ${points.map(sentence).join(' ')}`,
        mistakes: `Naming ${listWords(terms)} without saying what each means, or a fact about another term in place of the one asked.`,
        concepts: terms,
      },
    };
  },
};

/** A description that changes one thing and compares: a fair test, asked as one. */
const FAIR_TEST = /\b(different|same|compare|only the|cover|with and without)\b/i;

/** An outcome that names what an experiment shows ("Describe an experiment that shows iron needs …"). */
const SHOWN_BY =
  /\b(?:experiment|activity|investigation|practical)\s+(?:that|to)\s+shows?\s+(?:that\s+)?(.+?)\.?$/i;

/**
 * What an activity shows: the topic's outcome that says so of an experiment like it, else the
 * topic's fact that says most about it (two shared words at least) and whose subject is a thing
 * the activity handles or observes (its description or materials). The outcome comes first
 * because the syllabus states the conclusion there; a fact sharing words may be about another
 * condition ("salty water speeds up rusting" for an air-and-water investigation), or about
 * another thing ("bones of the skull … fixed joints that do not move" for bending the elbow).
 */
function conclusionOf(ctx: BuildContext, task: Activity): { text: string } | null {
  const asked = contentWords(`${task.name} ${task.description}`);
  const shared = (text: string) => [...contentWords(text)].filter((w) => asked.has(w)).length;
  const stated = ctx.k.main.outcomes
    .map((outcome) => SHOWN_BY.exec(outcome)?.[1])
    .filter((shown): shown is string => shown !== undefined && shared(shown) >= 2)
    .sort((a, b) => shared(b) - shared(a))[0];
  if (stated) return { text: capitalise(stop(stated)) };
  // A fact shares two words with what the class does or asks, not only with a name: a
  // "scale model of the solar system" (a tape of the planets' distances) cannot show that "the
  // Sun is a star at the centre of the solar system".
  // A name that asks a question ("Does manure help plants grow?") says what is tested; a label
  // ("Scale model of …") does not.
  const done = contentWords(`${task.description} ${task.name.endsWith('?') ? task.name : ''}`);
  const sharedDone = (text: string) => [...contentWords(text)].filter((w) => done.has(w)).length;
  const used = `${task.name} ${task.description} ${(task.materials ?? []).join(' ')}`;
  const handled = contentWords(used);
  // Nor a fact setting a thing it handles beside one it never does ("manure adds humus …, while
  // a fertiliser supplies nutrients" for pots with and without manure): the experiment cannot
  // show the comparison. One term, or a kind of a term it handles ("a hinge joint"), may be named.
  const best = [...ctx.k.facts]
    .filter((f) => f.topic.id === ctx.k.main.id)
    .filter((f) => [...contentWords(subjectOf(f.text))].some((w) => handled.has(w)))
    .filter((f) => f.terms.length < 2 || f.terms.every((term) => handles(used, term, f.terms)))
    .sort((a, b) => shared(b.text) - shared(a.text))[0];
  return best && shared(best.text) >= 2 && sharedDone(best.text) >= 2 ? best : null;
}

/**
 * A science practical or investigation, written to the student: the question asks only what its
 * model answer shows (a fair test's variables and result only when the description has them);
 * each step of the method is a mark, and what it finds one more: the result the description
 * states, else what the topic says an experiment like it shows. Null without such a result or
 * with fewer than two steps: "what it shows" marked on nothing, or on a fact the activity cannot
 * show, is a mark a correct answer cannot earn.
 */
function planInvestigation(ctx: BuildContext, task: Activity): CurriculumDraft | null {
  const fair = task.kind === 'investigation' && FAIR_TEST.test(task.description);
  const ask = fair
    ? 'Say what you would do, what you would change, what you would keep the same and what you expect to find.'
    : 'Describe the steps you would follow, what you would observe or record, and what it shows.';
  const found = method(studentFacing(task.description));
  const conclusion =
    found.results.length > 0 ? { text: found.results.join(' ') } : conclusionOf(ctx, task);
  if (!conclusion || found.steps.length < 2) return null;
  const shows = found.results.length > 0 ? found.results : [conclusion.text];
  const points = [
    ...found.steps,
    ...shows.map((r, i) => (i === 0 ? `What it shows: ${inSentence(r)}` : r)),
  ];
  return {
    question: `${fair ? 'Plan an investigation' : 'Describe how you would carry out this practical'}: ${sentence(stop(task.name))} ${ask}`,
    options: [],
    answer: `Model answer: ${points.map(sentence).join(' ')} ${scheme(points)}`,
    grounding: [task.description, ...(found.results.length > 0 ? [] : [conclusion.text])].join(' '),
    keys: [`activity:${task.name}`, ...(found.results.length === 0 ? [factKey(conclusion)] : [])],
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
 * A task description as the student reads it: "Students write a letter … about their school" →
 * "Write a letter … about your school".
 */
export function studentFacing(description: string): string {
  const direct = description
    .replace(
      /(^|,\s+|\.\s+)(?:the\s+)?(?:students|pupils|learners|children)\s+([a-z])/gi,
      (_, lead: string, c: string) =>
        `${lead}${lead === '' || lead.startsWith('.') ? c.toUpperCase() : c}`,
    )
    .replace(/\bthemselves\b/g, 'yourself')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthey\b/g, 'you');
  return capitalise(direct.trim());
}

/** What a writing task asks for, one criterion each ("with the date, events in order and …"). */
function features(description: string): string[] {
  const found: string[] = [];
  const length = /\b(\d+(?:[–-]\d+)?)[- ]words?\b|\bno more than (\d+) words\b/i.exec(description);
  if (length)
    found.push(
      length[2] ? `keeps within ${length[2]} words` : `keeps to the length (${length[1]} words)`,
    );
  const audience = /\bfor (the|a|an|his|her|their|classmates|younger)\b([^,.]*)/i.exec(description);
  if (audience)
    found.push(
      `writes for ${studentFacing(`${audience[1]}${audience[2]}`)
        .replace(/^./, (c) => c.toLowerCase())
        .trim()}, in a suitable tone`,
    );
  // The features listed in the task's first sentence that has them, up to a following ", then",
  // each as what the writer does ("naming each stage and where it happens" → "names each stage";
  // "says where it happens").
  const list =
    /\b(with|using|including|naming|describing|stating|explaining|giving)\b\s+([^.]+?)(?:,?\s+then\b[^.]*)?(?:\.|$)/i.exec(
      description,
    );
  if (list) {
    const verb = DOES[list[1].toLowerCase()];
    found.push(
      ...list[2]
        .split(
          /,\s+(?:and\s+)?|\s+and\s+(?=(?:a|an|the|at least|one|two|three|four|five|\d|where|when|why|how|what|which|who)\b)/,
        )
        .map((part) => part.trim())
        .filter((part) => part.length > 2)
        .map((part) =>
          stop(`${/^(?:where|when|why|how|what|which|who)\b/i.test(part) ? 'says' : verb} ${part}`),
        )
        .slice(0, 6),
    );
  }
  return found;
}

/** What the writer does for each feature a task lists after one of these words. */
const DOES: Record<string, string> = {
  with: 'has',
  using: 'uses',
  including: 'includes',
  naming: 'names',
  describing: 'describes',
  stating: 'states',
  explaining: 'explains',
  giving: 'gives',
};

/**
 * The level a writing task tests: an argument to make is judging (evaluate), putting a given
 * text right is applying the rules, an explaining paragraph shows understanding, and a piece
 * of one's own (a diary, a letter, a story, a plan) is creating.
 */
export function writingDemand(task: Activity): BloomLevel {
  const asked = `${task.name} ${task.description}`;
  if (/\b(argu\w*|persuad\w*|debate|for or against|justify|do you agree|PEEL)\b/i.test(asked))
    return 'evaluate';
  if (/(?:^|\b(?:students|pupils)\s+)(?:rewrite|correct|proofread|edit)\b/i.test(asked))
    return 'apply';
  if (/\bparagraph (?:explaining|describing|on what)\b/i.test(task.description))
    return 'understand';
  return 'create';
}

/**
 * A writing task, to the student, marked a criterion at a time: what the task asks for (its
 * length, reader and features), else the topic's outcomes it practises; with the topic's facts on
 * the task's subject as the content a good answer uses (a sepoy's letter: the cartridges, Meerut),
 * and a mark for clear, accurate writing. Null when the data gives fewer than two criteria of the
 * task's own: a one-mark "writes clearly" scheme is nothing a teacher can mark a diary entry by.
 */
function writingTask(ctx: BuildContext, task: Activity): CurriculumDraft | null {
  const title = contentTokens(ctx.k.main.title);
  const asked = new Set(
    [...contentTokens(`${task.name} ${task.description}`)].filter((w) => !title.has(w)),
  );
  const shared = (text: string) => [...contentTokens(text)].filter((w) => asked.has(w)).length;
  const practised = ctx.k.main.outcomes.filter((outcome) => shared(outcome) >= 2);
  const own = features(task.description);
  const criteria = own.length >= 2 ? own : practised.slice(0, 3).map(stop);
  // A fact about another term than the task names ("the zero conditional …" for a task on the
  // second conditional) is no content the task asks for: a student who did the task loses it.
  const named = `${ctx.k.main.title} ${task.name} ${task.description}`;
  const content = ctx.k.facts
    .filter((f) => f.topic.id === ctx.k.main.id && shared(f.text) >= 2)
    .filter((f) => {
      const subject = subjectOf(f.text);
      return f.terms.every((term) => !namesTerm(subject, term) || namesTerm(named, term));
    })
    .slice(0, 3);
  const taskMarks = [
    ...criteria,
    ...content.map((f) => `uses the fact that ${inSentence(f.text)}`),
  ];
  if (taskMarks.length < 2) return null;
  const marks = [...taskMarks, 'writes clearly, with accurate spelling, punctuation and grammar'];
  return {
    question: `${stop(task.name)}: ${sentence(studentFacing(task.description))}`,
    options: [],
    answer: `Success criteria (${marks.length} marks, 1 for each): ${marks.map(stop).join('; ')}.`,
    grounding: [task.description, ...content.map((f) => f.text)].join(' '),
    keys: [`activity:${task.name}`, `demand:${writingDemand(task)}`, ...content.map(factKey)],
    note: {
      why: `The task practises: ${criteria.map(stop).join('; ')}.`,
      mistakes: 'Writing without a plan, or leaving out the features the task asks for.',
      concepts: [ctx.k.main.title],
    },
  };
}

/** The topic's writing tasks and, in science, its practicals and investigations. */
function tasks(ctx: BuildContext) {
  const science = ctx.k.main.subject === 'science';
  return ctx.k.topics
    .flatMap((t) => t.activities)
    .filter(
      (a) =>
        a.kind === 'writing_task' ||
        (science && (a.kind === 'investigation' || a.kind === 'practical')),
    );
}

/** Whether a task asks the student to make something: a piece of writing or a fair test. */
const designs = (task: Activity) =>
  task.kind === 'writing_task' ||
  (task.kind === 'investigation' && FAIR_TEST.test(task.description));

/**
 * A task a student designs: a writing task or a fair test (create level). A class activity of
 * another subject (a map, a model, a thermometer game) is no written question: the sheet would
 * carry a teacher's note and criteria the activity does not practise.
 */
const topicTask: Builder = {
  name: 'topic-task',
  blooms: ['create', 'evaluate'],
  write(ctx) {
    const task = tasks(ctx).filter(designs)[ctx.attempt];
    if (!task) return null;
    return task.kind === 'writing_task' ? writingTask(ctx, task) : planInvestigation(ctx, task);
  },
};

/** A practical the student describes carrying out (apply: the method used in a new setting). */
const practicalTask: Builder = {
  name: 'practical-task',
  blooms: ['apply', 'understand'],
  write(ctx) {
    const task = tasks(ctx).filter((t) => !designs(t))[ctx.attempt];
    return task ? planInvestigation(ctx, task) : null;
  },
};

export const LONG_BUILDERS: Builder[] = [
  findTheError,
  mathsAnswer,
  workedExample,
  topicTask,
  practicalTask,
  compareTwo,
  settleTheArgument,
  describeProcess,
  explainEffects,
  paragraphWithTerms,
];
