import type { WorkedExample } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { mathsSkills } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import {
  distinct,
  inSentence,
  processRef,
  sentence,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import { contentWords, overlap, plainWords } from 'src/ai/builtin/teaching/curriculum/focus';
import { asked, type CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import { substitutionCheck } from 'src/ai/builtin/teaching/lesson/substitution-check';

/** The outcome an objective states: "By the end …, students will be able to X." → "X". */
export function outcomeOf(objective: string): string {
  return inSentence(
    objective.replace(/^.*?\bwill be able to\s+/i, '').replace(/\s*\([a-z]+\)\s*,.*$/i, ''),
  );
}

/**
 * The maths skills an outcome names by the skill's own part ("find equivalent fractions" →
 * fractions.equivalent; "compare and order fractions" → fractions.compare).
 */
function skillsFor(k: TopicKnowledge, outcome: string): string[] {
  // "Solve" alone does not tie "form an equation from a word problem" to "solve one step".
  const words = new Set([...plainWords(outcome)].filter((word) => !GENERIC_VERBS.has(word)));
  return mathsSkills(k)
    .map((skill, rank) => ({
      skill,
      rank,
      hit: overlap(plainWords(skill.slice(skill.indexOf('.') + 1).replace(/_/g, ' ')), words),
    }))
    .filter((entry) => entry.hit > 0)
    .sort((a, b) => b.hit - a.hit || a.rank - b.rank)
    .map((entry) => entry.skill);
}

const GENERIC_VERBS = new Set(['solve', 'find', 'calculate', 'work', 'out', 'write', 'use']);

/** An outcome a statement from the facts answers: its own words can be the check question. */
const ANSWERABLE =
  /^(explain|describe|name|state|write|list|give|identify|distinguish|compare|define|outline|recall|recognise|recognize|suggest|summarise|summarize|classify|sequence|relate)\b/i;

/** An outcome about checking an answer ("check a solution by substitution"). */
const CHECKING = /\b(check|verify)\b.*\b(solution|answer)|substitut/i;

/** The parts of "… each of rivers, sea, glaciers and wind" as content words. */
function eachOf(outcome: string): string[] {
  const list = /\beach of (?:the )?(.+?)\.?$/i.exec(outcome)?.[1];
  if (!list) return [];
  return list
    .split(/,\s*|\s+and\s+|\s+or\s+/)
    .map((part) => [...contentWords(part)][0])
    .filter((word): word is string => word !== undefined);
}

/** An outcome about causes ("Explain the causes of …"): the topic's causes teach it. */
const CAUSAL = /\b(causes?|reasons? for)\b/i;

/** An outcome that asks for a whole piece of writing: the writing task checks it, not a slip. */
const PRODUCTION = /^(write|use|compose|draft|produce|plan and write)\b/i;

/** A worked example on a printed source: kept for the lesson's source work. */
export const SOURCE = /\b(extract|source)\b/i;

/** What the topic's data says about an outcome, and whether only an activity teaches it. */
interface Material {
  texts: string[];
  /** The activity that teaches the outcome when no fact does. */
  activity?: string;
}

/** The outcome's words that are not the title's (they tie an item to this outcome only). */
function specificWords(k: TopicKnowledge, outcome: string): Set<string> {
  const title = contentWords(k.topics.map((topic) => topic.title).join(' '));
  return new Set([...contentWords(outcome)].filter((word) => !title.has(word)));
}

/** What the topic's data says about an outcome: facts, causes, stages and examples sharing its words. */
function materialFor(k: TopicKnowledge, outcome: string): Material {
  const words = contentWords(outcome);
  // Words of the title alone tie every fact to every outcome: they count only with another word.
  const specific = specificWords(k, outcome);
  const lower = outcome.toLowerCase();
  // "Explain the causes": the causes are the material, in the data's order.
  if (CAUSAL.test(outcome) && k.causes.length > 0)
    return {
      texts: k.causes
        .filter((item) => !namesTitle(k, item.cause))
        .slice(0, 3)
        .map((item) => sentence(`${stop(item.cause)}, so ${inSentence(item.effect)}`)),
    };
  const named = k.terms.filter((t) => lower.includes(t.term.toLowerCase()));
  const texts = [
    ...named.map((t) => `${t.term}: ${t.definition}`),
    ...k.facts.map((fact) => fact.text),
    ...k.causes.map((item) => `${sentence(item.cause)} ${sentence(item.effect)}`),
    ...k.processes.map(
      (process) =>
        `The stages of ${processRef(process.name)}: ${process.stages.map((s) => `${s.name} (${stop(s.description)})`).join(' → ')}.`,
    ),
    ...k.examples
      .filter((item) => !SOURCE.test(item.problem))
      .map((item) => `${sentence(item.problem)} ${sentence(item.answer)}`),
    ...k.misconceptions.map((item) => sentence(item.correct)),
  ];
  // What students do is not what the teacher teaches: an activity only when no fact fits.
  const activities = k.topics.flatMap((topic) => topic.activities);
  const ranked = (candidates: string[], terms: number) => {
    const scored = candidates
      .map((text, rank) => {
        const own = contentWords(text);
        // A definition of a term the outcome names outranks a fact that merely mentions it.
        const boost = rank < terms && overlap(contentWords(named[rank].term), specific) > 0 ? 2 : 0;
        return { text, rank, hit: overlap(own, words), specific: overlap(own, specific) + boost };
      })
      .filter((entry) => (specific.size > 0 ? entry.specific > 0 : entry.hit > 0))
      .sort((a, b) => b.specific - a.specific || b.hit - a.hit || a.rank - b.rank);
    // Only items about as close as the best: a fact sharing one loose word is not the answer.
    const top = scored[0]?.specific ?? 0;
    return scored
      .filter((entry) => specific.size === 0 || entry.specific * 2 >= top)
      .map((entry) => sentence(entry.text));
  };
  // An activity named for the outcome ("Testing a leaf for starch") teaches it as well as a fact.
  const forOutcome = activities
    .filter((a) => overlap(contentWords(a.name), specific) >= 2)
    .map((a) => `${a.name}: ${a.description}`);
  // "… one landform made by each of rivers, sea, glaciers and wind": one item for each part.
  const parts = eachOf(outcome);
  if (parts.length > 1) {
    const all = ranked([...texts, ...forOutcome], named.length);
    const pool = [...all, ...texts.map(sentence)];
    const each = parts.map((part) => pool.find((text) => contentWords(text).has(part)));
    if (each.every((text) => text !== undefined)) return { texts: distinct(each) };
  }
  const taught = distinct(ranked([...texts, ...forOutcome], named.length)).slice(0, 3);
  if (taught.length > 0) return { texts: taught };
  const [best] = ranked(
    activities.map((a) => `${a.name}: ${a.description}`),
    0,
  );
  return best ? { texts: [best], activity: best.slice(0, best.indexOf(':')) } : { texts: [] };
}

/** A cause naming the topic itself ("The revolt shook …") is one of its results, not a cause. */
function namesTitle(k: TopicKnowledge, text: string): boolean {
  return overlap(contentWords(text), contentWords(k.main.title)) > 0;
}

/** Worked examples that practise the outcome (share two of its own words), sources kept apart. */
function examplesFor(k: TopicKnowledge, outcome: string): WorkedExample[] {
  const specific = specificWords(k, outcome);
  return k.examples.filter(
    (e) =>
      !SOURCE.test(e.problem) &&
      overlap(contentWords(e.problem), specific) >= Math.min(2, specific.size),
  );
}

/** One objective of the lesson with what teaches it and the question that checks it. */
export interface ObjectivePlan {
  outcome: string;
  /** Facts (or a worked exercise) the teacher puts on the board for it. */
  teach: string[];
  check: CheckQuestion;
  /** The independent writing task checks it (a whole text does not fit an exit slip). */
  byTask?: boolean;
  /** The activity that teaches it, which the lesson must then run. */
  activity?: string;
  /** A worked example of it modelled in the explanation (its problem is not asked again). */
  shown?: WorkedExample;
  /** The maths skill its exercises practise. */
  skill?: string;
}

/**
 * Checking by substitution, for a topic whose exercises are plain equations: one exercise
 * solved and checked on the board, then a wrong value to test ("Is x = 7 a solution …?").
 */
function substitutionFor(
  k: TopicKnowledge,
  seed: string,
  i: number,
): ((outcome: string) => ObjectivePlan) | null {
  for (const skill of mathsSkills(k)) {
    const [shown, tried] = ['teach', 'check'].map(
      (use) =>
        k.maths.exercises(skill, {
          grade: k.grade,
          difficulty: 'medium',
          count: 1,
          seed: `${seed}|objective|${i}|${use}`,
        })[0],
    );
    const check = tried ? substitutionCheck(tried) : null;
    if (!shown || !check) continue;
    return (outcome) => ({
      outcome,
      teach: [
        `${sentence(shown.question)} ${shown.working.map(sentence).join(' ')} To check, put the value back into the equation: both sides must come to the same number.`,
      ],
      check,
      skill,
    });
  }
  return null;
}

/**
 * The lesson's objectives that its data can teach, each with the board material and a check
 * question that asks for the skill itself: a worked example of it ("Identify three techniques in
 * this text …" with its answer), the outcome as a task with the facts that answer it, or for
 * maths a computed exercise of the skill it names. An outcome asking for a whole text is checked
 * by the writing task.
 */
export function planObjectives(
  k: TopicKnowledge,
  outcomes: readonly string[],
  seed: string,
): ObjectivePlan[] {
  const claimed = new Set<string>();
  return outcomes.flatMap((outcome, i): ObjectivePlan[] => {
    const [skill] = skillsFor(k, outcome);
    const checking = CHECKING.test(outcome) ? substitutionFor(k, seed, i) : null;
    if (checking) return [checking(outcome)];
    if (skill) {
      // One exercise worked on the board, a different one to check the skill.
      const [shown, check] = ['teach', 'check'].map(
        (use) =>
          k.maths.exercises(skill, {
            grade: k.grade,
            difficulty: 'medium',
            count: 1,
            seed: `${seed}|objective|${i}|${use}`,
          })[0],
      );
      if (shown && check && shown.question !== check.question)
        return [
          {
            outcome,
            teach: [`${sentence(shown.question)} ${shown.working.map(sentence).join(' ')}`],
            check: { question: check.question, answer: check.answer },
            skill,
          },
        ];
    }
    const material = materialFor(k, outcome);
    if (material.texts.length === 0) return [];
    const byTask =
      PRODUCTION.test(outcome) &&
      k.topics.some((topic) => topic.activities.some((a) => a.kind === 'writing_task'));
    const examples = examplesFor(k, outcome).filter((e) => !claimed.has(e.problem));
    // Two examples: one modelled, one to check; one: it checks, the facts teach.
    const shown = examples.length >= 2 && !byTask ? examples[0] : undefined;
    const task = byTask ? undefined : examples[examples.length >= 2 ? 1 : 0];
    for (const e of [shown, task]) if (e) claimed.add(e.problem);
    // A task no fact answers ("form an equation from a word problem") needs an example to check.
    if (!task && !byTask && !ANSWERABLE.test(outcome)) return [];
    const teach = material.texts.filter(
      (text) => !examples.some((e) => text.startsWith(sentence(e.problem).slice(0, 40))),
    );
    return [
      {
        outcome,
        teach: teach.length > 0 ? teach : material.texts,
        check: task
          ? { question: asked(task.problem), answer: stop(task.answer) }
          : CAUSAL.test(outcome) && material.texts.length > 2
            ? {
                question: `${stop(outcome)}: give two causes, each with what it led to.`,
                answer: `Any two of: ${material.texts.join(' ')}`,
              }
            : { question: sentence(outcome), answer: material.texts.join(' ') },
        byTask,
        activity: material.activity,
        shown,
      },
    ];
  });
}

/** The maths skills the objectives practise, in their order (none: the topic's). */
export function lessonSkills(objectives: readonly { skill?: string }[]): string[] {
  return [...new Set(objectives.flatMap((o) => (o.skill ? [o.skill] : [])))];
}

/** Whether the lesson can teach and check the outcome (planObjectives keeps it). */
export function teachable(k: TopicKnowledge, outcome: string): boolean {
  return planObjectives(k, [outcome], 'teachable').length > 0;
}
