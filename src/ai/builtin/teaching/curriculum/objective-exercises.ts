/**
 * Maths objectives' exercises: the skills an outcome names, the computed exercises worked on the
 * board and set to check and practise each part, and checking a solution by substitution.
 */
import type { MathsExercise } from 'src/ai/builtin/teaching/curriculum/maths-source';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { mathsSkills } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { overlap, plainWords } from 'src/ai/builtin/teaching/curriculum/focus';
import { substitutionCheck } from 'src/ai/builtin/teaching/lesson/substitution-check';
import type { ObjectivePlan } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { keyWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/**
 * The maths skills an outcome names by the skill's own part ("find equivalent fractions" →
 * fractions.equivalent; "compare and order fractions" → fractions.compare).
 */
export function skillsFor(k: TopicKnowledge, outcome: string): string[] {
  // "Solve" alone does not tie "form an equation from a word problem" to "solve one step".
  const words = new Set([...plainWords(outcome)].filter((word) => !GENERIC_VERBS.has(word)));
  const named = mathsSkills(k)
    .map((skill, rank) => ({
      skill,
      rank,
      hit: overlap(plainWords(skill.slice(skill.indexOf('.') + 1).replace(/_/g, ' ')), words),
    }))
    .filter((entry) => entry.hit > 0)
    .sort((a, b) => b.hit - a.hit || a.rank - b.rank)
    .map((entry) => entry.skill);
  if (named.length > 0 || !CALCULATES.test(outcome.trim())) return named;
  // "Calculate the probability of an event …" names the topic's one probability skill by its
  // group ("probability.simple"): the calculation the lesson's exercises practise.
  const grouped = mathsSkills(k).filter((skill) =>
    [...plainWords(skill.slice(0, skill.indexOf('.')))].some((word) => words.has(word)),
  );
  return grouped.length === 1 ? grouped : [];
}

/** An outcome that asks for a value to be worked out, not placed, compared or explained. */
const CALCULATES = /^(?:Calculate|Work out|Evaluate|Find)\b/i;

const GENERIC_VERBS = new Set(['solve', 'find', 'calculate', 'work', 'out', 'write', 'use']);

/**
 * The `n`-th exercise of a skill naming the parts it is for (`wanted`: "perimeter", "square"),
 * or naming the first of them, or any: one per seed, so one plan always gets the same numbers.
 */
export function partExercise(
  k: TopicKnowledge,
  skill: string,
  seed: string,
  wanted: readonly string[] = [],
): MathsExercise | undefined {
  const tries = Array.from(
    { length: 10 },
    (_, round) =>
      k.maths.exercises(skill, {
        grade: k.grade,
        difficulty: round % 3 === 2 ? 'easy' : 'medium',
        count: 1,
        seed: round === 0 ? seed : `${seed}|${round}`,
      })[0],
  ).filter((e): e is MathsExercise => e !== undefined);
  const names = (e: MathsExercise, parts: readonly string[]) =>
    parts.every((part) => keyWords(e.question).has(part));
  return (
    tries.find((e) => names(e, wanted)) ??
    tries.find((e) => names(e, wanted.slice(0, 1))) ??
    tries[0]
  );
}

/** The parts of a maths outcome in pairs ("perimeter and area of rectangles and squares"). */
function partGroups(parts: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) groups.push([parts[i], parts[i + 1]]);
  return groups;
}

/** The i-th item's parts: one from each pair in turn (perimeter + rectangle, area + square). */
export function wantedParts(parts: readonly string[] | undefined, i: number): string[] {
  return partGroups(parts ?? []).map((group) => group[i % group.length]);
}

/**
 * Checking by substitution, for a topic whose exercises are plain equations: one exercise
 * solved and checked on the board, then a wrong value to test ("Is x = 7 a solution …?").
 */
export function substitutionFor(
  k: TopicKnowledge,
  seed: string,
  i: number,
): ((outcome: string) => ObjectivePlan) | null {
  for (const skill of mathsSkills(k)) {
    const [shown, tried] = objectiveExercises(k, skill, seed, i);
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

/** The exercise worked on the board and the one that checks an objective, of one skill. */
export function objectiveExercises(
  k: TopicKnowledge,
  skill: string,
  seed: string,
  i: number,
  parts: readonly string[] = [],
): (MathsExercise | undefined)[] {
  return ['teach', 'check', 'more', 'practice'].map((use, n) =>
    partExercise(k, skill, `${seed}|objective|${i}|${use}`, wantedParts(parts, n)),
  );
}
