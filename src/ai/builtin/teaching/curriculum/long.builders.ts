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
  termKey,
  type TermItem,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { conceptName, leastUsed } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';
import { contentWords, handles, namesTerm } from 'src/ai/builtin/teaching/curriculum/focus';
import { contentTokens } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { subjectOf } from 'src/ai/builtin/teaching/curriculum/fact-questions';
import { its, readDoc } from 'src/ai/builtin/nlp';

import {
  findTheError,
  mathsAnswer,
  workedExample,
} from 'src/ai/builtin/teaching/curriculum/open.builders';
import {
  compareTwo,
  explainEffects,
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
      keys: [`process:${process.name}`],
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
          (f) => namesTerm(f.text, term.term) && !chosen.some((c) => c.fact === f),
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

/** Verbs that start a step of a practical ("…, measure the temperature, and record …"). */
const STEP_VERBS = new Set(
  'add blow boil bubble build bury calculate check choose chew classify collect compare connect count cover cut dig dip discuss dispose draw drop explain feel fill filter find focus group hang heat hold identify join keep label lay layer leave look make mark measure mix moisten note observe order peel place plant plot point pour predict press prick pull push put record relate remove repeat rinse roll rub scrape screen seal see set shake shine skim smear soak sort sow split spread stand stick stir stretch stroke swap switch take tap test tie tilt time touch trace turn untwist use wait wash watch water wear weave weigh wet wind work write'.split(
    ' ',
  ),
);

/** Who may do a step of a practical: a sentence with one of them as its subject is method. */
const ACTOR =
  /^(?:(?:the|a|an|each|one|every|another|your)\s+)?(?:teacher|students?|pupils?|partners?|child|children|groups?|class|you|we)\b/i;
const ACTOR_WORD =
  /\b(?:teachers?|students?|pupils?|partners?|child|children|groups?|class|you|we|someone)\b/i;

/** A safety instruction: what follows its colon is the reason, never a result. */
const SAFETY = /^(?:wear|wearing|never|do not|don't|take care|keep away)\b/i;

const firstWord = (text: string) => text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
const startsStep = (text: string) => STEP_VERBS.has(firstWord(text));

/**
 * Whether a clause states something (a finite verb: "the mass is unchanged", "air fills spaces
 * in soil"), not a phrase ("water lost by transpiration", "heavy particles at the bottom").
 */
function states(clause: string, plural = false): boolean {
  const doc = readDoc(clause);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(its.pos) as string[];
  return tags.some(
    (tag, i) =>
      i > 0 &&
      (tag === 'AUX' ||
        (tag === 'VERB' && /[^s]s$/i.test(words[i] ?? '')) ||
        // "The shoots bend towards the light": a verb after a plural subject.
        (plural && tag === 'VERB' && tags[i - 1] === 'NOUN' && /s$/i.test(words[i - 1] ?? ''))),
  );
}

/**
 * A sentence of a description cut where a new action starts (", and record the readings",
 * "; keep a dry slice", ", then test …"): a piece that does not start with an action stays with
 * the one before ("…, and a feature that falls into clear groups"), and an opening phrase
 * ("After a day", "In groups", "Wearing eye protection") with the action after it.
 */
function actions(sentence: string): string[] {
  const pieces = sentence.split(/(,?\s+then\s+|;\s+|,\s+and\s+|,\s+)/);
  const parts = [pieces[0]];
  let opening =
    (!startsStep(pieces[0]) && !ACTOR.test(pieces[0])) || pieces[0].split(/\s+/).length < 2;
  for (let i = 2; i < pieces.length; i += 2) {
    const [joint, piece] = [pieces[i - 1], pieces[i]];
    if (startsStep(piece) && !opening) parts.push(piece);
    else parts[parts.length - 1] += `${joint}${piece}`;
    opening = false;
  }
  return parts;
}

/** Whether a sentence says what happens: a subject of its own that is no one doing a step. */
function happens(text: string): boolean {
  if (startsStep(text) || SAFETY.test(text)) return false;
  const subject = subjectOf(text);
  // "After a week, compare which nails have rusted": an opening phrase, then a step.
  if (text.split(/,\s+/).some(startsStep)) return false;
  return subject.trim() !== '' && !ACTOR_WORD.test(subject) && states(text, true);
}

/**
 * An activity's description as a marking scheme reads it: the steps of its method, each a
 * mark, and what it finds. A step is an action ("Plot the results …", "A partner drops a ruler
 * …"); a sentence about what happens ("The shoots bend towards the light."), a clause after
 * ", showing (that)" or after a colon ("weigh again: the mass is unchanged") is a result. A
 * bracketed note is a step only when it is an instruction of its own ("(Check for food
 * allergies first.)"); a remark ("only for students who know it", "no air", "given out by the
 * teacher") is no point an answer can earn.
 */
export function method(description: string): { steps: string[]; results: string[] } {
  const notes = [...description.matchAll(/\(([^)]+)\)/g)]
    .map((m) => m[1].trim())
    .filter((note) => startsStep(note) && note.split(/\s+/).length >= 3);
  const body = description.replace(/\s*\([^)]+\)/g, '');
  const steps: string[] = [];
  const results: string[] = [];
  for (const whole of body.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
    let text = whole.trim().replace(/[.!?]$/, '');
    const showing = /,?\s+showing\s+(?:that\s+)?([^;:]+)$/.exec(text);
    if (showing && states(showing[1])) {
      results.push(showing[1]);
      text = text.slice(0, showing.index);
    }
    const colon = /^([^:]+):\s+([^:]+)$/.exec(text);
    if (colon && !SAFETY.test(colon[1]) && states(colon[2])) {
      results.push(colon[2]);
      text = colon[1];
    }
    if (happens(text)) {
      // "Drops of water collect inside the bag; compare with …": the result, then a step.
      const [found, ...rest] = text.split(/;\s+(?=(?:[a-z]+)\b)/);
      const step = rest.findIndex(startsStep);
      results.push([found, ...(step < 0 ? rest : rest.slice(0, step))].join('; '));
      text = step < 0 ? '' : rest.slice(step).join('; ');
      if (!text) continue;
    }
    steps.push(...actions(text));
  }
  const tidy = (c: string) => capitalise(stop(c.trim()));
  return {
    steps: [...steps, ...notes]
      .map(tidy)
      .filter((c) => c.split(/\s+/).length >= 2),
    results: results.map(tidy),
  };
}

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
  // A fact shares two words with what the class does, not only with the activity's name: a
  // "scale model of the solar system" (a tape of the planets' distances) cannot show that "the
  // Sun is a star at the centre of the solar system".
  const done = contentWords(task.description);
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
    keys: [
      `activity:${task.name}`,
      ...(found.results.length === 0 ? [factKey(conclusion)] : []),
    ],
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
