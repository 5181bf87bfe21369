import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { SkillGenerator } from './generator-kit';
import type { MathsExercise, MathsExerciseOptions, MathsSkill } from './maths-exercise';
import { ALGEBRA_SKILLS } from './skills/algebra';
import {
  DECIMAL_SKILLS,
  INTEGER_SKILLS,
  PERCENT_RATIO_SKILLS,
} from './skills/decimals-percent-ratio';
import { FRACTION_SKILLS } from './skills/fractions';
import {
  DATA_SKILLS,
  EXPONENT_SKILLS,
  MEASURE_SKILLS,
  MONEY_TIME_SKILLS,
} from './skills/measures-data';
import { WHOLE_NUMBER_SKILLS } from './skills/whole-numbers';

export type {
  MathsBloom,
  MathsCheck,
  MathsDifficulty,
  MathsDistractor,
  MathsExercise,
  MathsExerciseOptions,
  MathsSkill,
} from './maths-exercise';
export { verifyMathsExercise } from './verify-maths-exercise';

const GENERATORS: readonly SkillGenerator[] = [
  ...WHOLE_NUMBER_SKILLS,
  ...MONEY_TIME_SKILLS,
  ...FRACTION_SKILLS,
  ...DECIMAL_SKILLS,
  ...PERCENT_RATIO_SKILLS,
  ...INTEGER_SKILLS,
  ...ALGEBRA_SKILLS,
  ...EXPONENT_SKILLS,
  ...MEASURE_SKILLS,
  ...DATA_SKILLS,
];

const BY_ID = new Map(GENERATORS.map((generator) => [generator.id, generator]));

/** Every skill the generators practise, with the classes it suits. */
export const MATHS_SKILLS: readonly MathsSkill[] = GENERATORS.map(({ id, title, grades }) => ({
  id,
  title,
  grades,
}));

export class UnknownMathsSkillError extends Error {
  constructor(readonly skillId: string) {
    super(`No exercise generator for the skill "${skillId}"`);
    this.name = 'UnknownMathsSkillError';
  }
}

/** Draws per exercise before giving up on finding another distinct one. */
const ATTEMPTS_PER_EXERCISE = 200;

/**
 * `count` distinct exercises for the skill, the same for the same options; a grade outside the
 * skill's range is clamped to its nearest end.
 */
export function mathsExercises(skillId: string, options: MathsExerciseOptions): MathsExercise[] {
  const generator = BY_ID.get(skillId);
  if (!generator) throw new UnknownMathsSkillError(skillId);
  const [low, high] = generator.grades;
  const level = {
    grade: Math.min(high, Math.max(low, Math.round(options.grade))),
    difficulty: options.difficulty,
  };
  const random = seededRandom(`${skillId}|${level.grade}|${level.difficulty}|${options.seed}`);
  const exercises: MathsExercise[] = [];
  const questions = new Set<string>();
  let attempts = 0;
  while (exercises.length < options.count && attempts < options.count * ATTEMPTS_PER_EXERCISE) {
    attempts += 1;
    const next = generator.make(random, level);
    if (!next || questions.has(next.question)) continue;
    questions.add(next.question);
    exercises.push(next);
  }
  return exercises;
}
