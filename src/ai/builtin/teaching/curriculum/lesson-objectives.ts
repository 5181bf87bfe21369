/**
 * A lesson's objectives: for each outcome its data can teach, the board material and the question
 * that checks it (see objective-sentences, objective-material, objective-exercises and
 * objective-checks for the parts).
 */
import type { WorkedExample } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { MathsExercise } from 'src/ai/builtin/teaching/curriculum/maths-source';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { asked, type CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import { answersQuestion } from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { oneAsked, SEQUENCING } from 'src/ai/builtin/teaching/curriculum/answer-parts';
import { sequencePlan } from 'src/ai/builtin/teaching/curriculum/objective-sequence';
import {
  CAUSAL,
  CONTRAST,
  keyWords,
  outcomeParts,
} from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { coverage } from 'src/ai/builtin/teaching/curriculum/objective-forms';
import {
  activityFor,
  examplesFor,
  materialFor,
} from 'src/ai/builtin/teaching/curriculum/objective-material';
import {
  objectiveExercises,
  partExercise,
  skillsFor,
  substitutionFor,
} from 'src/ai/builtin/teaching/curriculum/objective-exercises';
import {
  answeredFrom,
  answerFrom,
  cloze,
} from 'src/ai/builtin/teaching/curriculum/objective-checks';
import { mathsCheck, workedKey } from 'src/ai/builtin/teaching/curriculum/maths-keys';

/**
 * An outcome a statement from the facts answers: its own words can be the check question. An
 * evaluation of advantages and disadvantages is answered by facts that state both.
 */
const ANSWERABLE =
  /^(explain|describe|name|state|write|list|give|identify|distinguish|compare|define|outline|recall|recognise|recognize|suggest|summarise|summarize|classify|sequence|relate)\b|^(evaluate|weigh|assess) the (advantages|benefits|merits|pros) and (disadvantages|drawbacks|limitations|cons)\b/i;

/** An outcome about checking an answer ("check a solution by substitution"). */
const CHECKING = /\b(check|verify)\b.*\b(solution|answer)|substitut/i;

/** An outcome that asks for a whole piece of writing: the writing task checks it, not a slip. */
const PRODUCTION = /^(write|use|compose|draft|produce|plan and write)\b/i;

/** One objective of the lesson with what teaches it and the question that checks it. */
export interface ObjectivePlan {
  outcome: string;
  /** Facts (or a worked exercise) the teacher puts on the board for it. */
  teach: string[];
  check: CheckQuestion;
  /** More exit items: one for each part of a joined outcome ("perimeter and area"). */
  more?: CheckQuestion[];
  /** An item for independent practice, not the exit's. */
  practice?: CheckQuestion;
  /** The independent writing task checks it (a whole text does not fit an exit slip). */
  byTask?: boolean;
  /** The activity that teaches it, which the lesson must then run. */
  activity?: string;
  /** A worked example of it modelled in the explanation (its problem is not asked again). */
  shown?: WorkedExample;
  /** The maths skill its exercises practise. */
  skill?: string;
  /** The parts a joined outcome names ("perimeter", "area"): each needs its own items. */
  parts?: string[];
  /**
   * Its own check could not be keyed, so it is asked as another question its material answers:
   * kept only when the lesson would otherwise have fewer than two objectives.
   */
  rekeyed?: boolean;
}

/** A lesson keeps at least this many objectives, even one whose own check could not be keyed. */
const FEWEST = 2;

/**
 * The lesson's objectives that its data can teach, each with the board material and a check
 * question that asks for the skill itself: a worked example of it ("Identify three techniques in
 * this text …" with its answer), a concrete item (a mixed set to sort, the five names, three
 * rules) with its own answer, the outcome as a task with the facts that answer it, or for maths
 * a computed exercise of the skill it names, one for each part it joins ("perimeter and area").
 * No sentence teaches two objectives: each goes to the objective it fits best. An outcome asking
 * for a whole text is checked by the writing task. `document`: the attached documents'
 * sentences, which teach an objective before the curriculum's.
 */
export function planObjectives(
  k: TopicKnowledge,
  outcomes: readonly string[],
  seed: string,
  document: readonly string[] = [],
): ObjectivePlan[] {
  const claimed = new Set<string>();
  const claimedSentences = new Set<string>();
  // "Explain the difference between area and perimeter" is explained, not calculated.
  const named = (outcome: string) => (CONTRAST.test(outcome) ? [] : skillsFor(k, outcome));
  // A second skill is checked only when no other objective has it as its own.
  const own = new Set(outcomes.map((outcome) => named(outcome)[0]));
  const plans = outcomes.flatMap((outcome, i): ObjectivePlan[] => {
    const [skill, next] = named(outcome);
    const second = next && !own.has(next) ? next : undefined;
    const checking = CHECKING.test(outcome) ? substitutionFor(k, seed, i) : null;
    if (checking) return [checking(outcome)];
    if (skill) {
      const parts = outcomeParts(outcome);
      // One exercise worked on the board, others to check and practise the skill's parts.
      const [shown, check, more, practice] = objectiveExercises(k, skill, seed, i, parts);
      if (shown && check && shown.question !== check.question) {
        const extra = [more, practice].filter(
          (e): e is MathsExercise =>
            e !== undefined && e.question !== check.question && e.question !== shown.question,
        );
        return [
          {
            outcome,
            teach: [`${sentence(shown.question)} ${shown.working.map(sentence).join(' ')}`],
            check: mathsCheck(check),
            // The other part's exercise; when no exercise names a part, the second skill's.
            more:
              parts.length >= 2 &&
              extra[0] &&
              (!second || parts.some((part) => keyWords(extra[0].question).has(part)))
                ? [mathsCheck(extra[0])]
                : secondCheck(k, second, `${seed}|objective|${i}|second`),
            practice: extra[1] ? mathsCheck(extra[1]) : undefined,
            skill,
            parts,
          },
        ];
      }
    }
    // "Sequence the events …" is taught from the dated facts and checked by ordering them (a
    // diary "with events in chronological order" is the writing task's).
    const sequence =
      SEQUENCING.test(outcome.trim()) && !PRODUCTION.test(outcome.trim())
        ? sequencePlan(k, outcome)
        : null;
    if (sequence) return [{ outcome, ...sequence, activity: activityFor(k, outcome) }];
    const others = outcomes.filter((other) => other !== outcome);
    const found = materialFor(k, outcome, others, claimedSentences, `${seed}|${i}`, document);
    const texts = definedFirst(k, outcome, found.texts);
    // A line saying what another term is stays free for that term's own objective.
    for (const text of found.texts) if (!texts.includes(text)) claimedSentences.delete(text);
    const material = { ...found, texts };
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
    if (!task && !byTask && !material.check && !ANSWERABLE.test(outcome)) return [];
    const teach = material.texts.filter(
      (text) => !examples.some((e) => text.startsWith(sentence(e.problem).slice(0, 40))),
    );
    const check: CheckQuestion = material.check
      ? material.check
      : task
        ? {
            question: asked(task.problem),
            // A maths example's key is its working, so the slip shows the method was used.
            answer: k.main.subject === 'mathematics' ? workedKey(task) : stop(task.answer),
          }
        : CAUSAL.test(outcome) && material.texts.length > 2
          ? {
              question: `${stop(outcome)}: give two causes, each with what it led to.`,
              answer: `Any two of: ${material.texts.join(' ')}`,
            }
          : { question: sentence(outcome), answer: answerFrom(k, material.texts) };
    const practice = material.practice ?? (byTask ? undefined : cloze(k, outcome, teach));
    // Material that does not answer the outcome itself does not teach it: the objective is dropped.
    if (!byTask && !task && !material.check && !teaches(k, outcome, material.texts)) return [];
    // A check its answer does not answer is asked as a question the material does answer.
    // "Explain the differences …" keyed with one difference asks for one; "the causes" one cause.
    const single = { ...check, question: oneAsked(check.question) };
    const answered = answersQuestion(check.question, check.answer)
      ? check
      : answersQuestion(single.question, single.answer)
        ? single
        : answeredFrom(k, material.texts, practice);
    if (!answered && !byTask) return [];
    return [
      {
        outcome,
        teach: teach.length > 0 ? teach : material.texts,
        check: answered ?? check,
        practice:
          practice && answersQuestion(practice.question, practice.answer) ? practice : undefined,
        byTask,
        activity: material.activity ?? activityFor(k, outcome),
        shown,
        rekeyed: !byTask && answered !== check && answered !== single,
      },
    ];
  });
  // An objective asked as another question is not what the lesson promised: it goes when two
  // others are checked as they are stated.
  const keyed = plans.filter((o) => !o.rekeyed);
  const spare = plans.filter((o) => o.rekeyed).slice(0, Math.max(0, FEWEST - keyed.length));
  return plans.filter((o) => !o.rekeyed || spare.includes(o));
}

/** "State what a mixture is", "Define mixture": the term whose meaning the outcome asks for. */
const MEANING_OF =
  /^(?:state|explain|describe|say) what (?:an? |the )?(.+?) (?:is|are|means?)\b|^define (?:the term )?(?:an? |the )?([^.,]+)/i;

const saying = (term: string) =>
  new RegExp(`^(?:an? |the )?${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s? (?:is|are)\\b`, 'i');

/**
 * For an outcome asking what a term is, the line that says it ("A mixture is made of …") before
 * lines that give examples of it ("Sea water, air and soil … each is a mixture"), and no line
 * that says what another key term is ("A compound is … elements" under "what an element is").
 */
function definedFirst(k: TopicKnowledge, outcome: string, texts: readonly string[]): string[] {
  const m = MEANING_OF.exec(outcome.trim());
  const term = (m?.[1] ?? m?.[2])?.toLowerCase();
  if (!term) return [...texts];
  const says = saying(term);
  const others = k.terms.filter((t) => t.term.toLowerCase() !== term).map((t) => saying(t.term));
  const kept = texts.filter((t) => says.test(t) || !others.some((other) => other.test(t)));
  return [...kept.filter((t) => says.test(t)), ...kept.filter((t) => !says.test(t))];
}

/**
 * An outcome naming two methods ("the associative and distributive properties") is checked on
 * both: an exercise of the second skill it names, when there is one.
 */
function secondCheck(k: TopicKnowledge, skill: string | undefined, seed: string): CheckQuestion[] {
  const e = skill ? partExercise(k, skill, seed) : undefined;
  return e ? [mathsCheck(e)] : [];
}

/**
 * Whether the material teaches the outcome: it says a third or more of the outcome's own words
 * and, asked as a question, the outcome is answered by it (each thing compared named, a reason
 * for a "why").
 */
function teaches(k: TopicKnowledge, outcome: string, texts: readonly string[]): boolean {
  return (
    coverage(k, outcome, texts) >= 1 / 3 &&
    // "Explain the differences …" taught one difference is asked for that one.
    [outcome, oneAsked(outcome)].some((asked) =>
      answersQuestion(sentence(asked), answerFrom(k, texts)),
    )
  );
}

/** The maths skills the objectives practise, in their order (none: the topic's). */
export function lessonSkills(objectives: readonly { skill?: string }[]): string[] {
  return [...new Set(objectives.flatMap((o) => (o.skill ? [o.skill] : [])))];
}

/**
 * Whether the lesson can teach and check the outcome (planObjectives keeps it), from the topic's
 * data and the attached `document`'s sentences when there is one.
 */
export function teachable(
  k: TopicKnowledge,
  outcome: string,
  document: readonly string[] = [],
): boolean {
  return planObjectives(k, [outcome], 'teachable', document).length > 0;
}

/**
 * The outcomes a lesson sets as objectives: those it can teach and check as they are stated, and
 * only when fewer than two are, the first it can check with another question (as the lesson's
 * planObjectives keeps them, so no objective is listed that the lesson then drops).
 */
export function settableOutcomes(
  k: TopicKnowledge,
  outcomes: readonly string[],
  document: readonly string[] = [],
): string[] {
  const plans = outcomes.flatMap((outcome) =>
    planObjectives(k, [outcome], 'teachable', document).slice(0, 1),
  );
  const keyed = plans.filter((o) => !o.rekeyed);
  const spare = plans.filter((o) => o.rekeyed).slice(0, Math.max(0, FEWEST - keyed.length));
  return plans.filter((o) => !o.rekeyed || spare.includes(o)).map((o) => o.outcome);
}
