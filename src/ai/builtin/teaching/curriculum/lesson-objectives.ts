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
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';

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
  const words = plainWords(outcome);
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

/** What the topic's data says about an outcome: facts, causes, stages and examples sharing its words. */
function materialFor(k: TopicKnowledge, outcome: string): string[] {
  const words = contentWords(outcome);
  const title = contentWords(k.topics.map((topic) => topic.title).join(' '));
  // Words of the title alone tie every fact to every outcome: they count only with another word.
  const specific = new Set([...words].filter((word) => !title.has(word)));
  const lower = outcome.toLowerCase();
  const named = k.terms.filter((t) => lower.includes(t.term.toLowerCase()));
  const texts = [
    ...named.map((t) => `${t.term}: ${t.definition}`),
    ...k.facts.map((fact) => fact.text),
    ...k.causes.map((item) => `${sentence(item.cause)} ${sentence(item.effect)}`),
    ...k.processes.map(
      (process) =>
        `The stages of ${processRef(process.name)}: ${process.stages.map((s) => `${s.name} (${stop(s.description)})`).join(' → ')}.`,
    ),
    ...k.examples.map((item) => `${sentence(item.problem)} ${sentence(item.answer)}`),
    ...k.misconceptions.map((item) => sentence(item.correct)),
  ];
  // What students do is not what the teacher teaches: an activity only when no fact fits.
  const activities = k.topics
    .flatMap((topic) => topic.activities)
    .map((a) => `${a.name}: ${a.description}`);
  const ranked = (candidates: string[], terms: number) =>
    candidates
      .map((text, rank) => {
        const own = contentWords(text);
        // A definition of a term the outcome names outranks a fact that merely mentions it.
        const boost = rank < terms && overlap(contentWords(named[rank].term), specific) > 0 ? 2 : 0;
        return { text, rank, hit: overlap(own, words), specific: overlap(own, specific) + boost };
      })
      .filter((entry) => (specific.size > 0 ? entry.specific > 0 : entry.hit > 0))
      .sort((a, b) => b.specific - a.specific || b.hit - a.hit || a.rank - b.rank)
      .map((entry) => sentence(entry.text));
  // An activity named for the outcome ("Testing a leaf for starch") teaches it as well as a fact.
  const forOutcome = activities.filter(
    (text) => overlap(contentWords(text.slice(0, text.indexOf(':'))), specific) >= 2,
  );
  const taught = ranked([...texts, ...forOutcome], named.length);
  return distinct(taught.length > 0 ? taught : ranked(activities, 0)).slice(0, 3);
}

/** One objective of the lesson with what teaches it and the question that checks it. */
export interface ObjectivePlan {
  outcome: string;
  /** Facts (or a worked exercise) the teacher puts on the board for it. */
  teach: string[];
  check: CheckQuestion;
}

/**
 * The lesson's objectives that its data can teach, each with the board material and a check
 * question that asks for the skill itself: the outcome as a task ("Write the word equation for
 * photosynthesis."), or for maths a computed exercise of the skill it names.
 */
export function planObjectives(
  k: TopicKnowledge,
  outcomes: readonly string[],
  seed: string,
): ObjectivePlan[] {
  return outcomes.flatMap((outcome, i): ObjectivePlan[] => {
    const [skill] = skillsFor(k, outcome);
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
          },
        ];
    }
    const teach = materialFor(k, outcome);
    if (teach.length === 0) return [];
    return [{ outcome, teach, check: { question: sentence(outcome), answer: teach.join(' ') } }];
  });
}

/** Whether the topic's data (facts, processes, examples, maths skills) teaches the outcome. */
export function teachable(k: TopicKnowledge, outcome: string): boolean {
  return skillsFor(k, outcome).length > 0 || materialFor(k, outcome).length > 0;
}
