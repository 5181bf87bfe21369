import type { BloomLevel, Difficulty } from 'src/ai/ports/teaching-content.port';

/** A computed exercise from a maths skill's generator (src/ai/builtin/curriculum/maths/). */
export interface MathsExercise {
  skill: string;
  question: string;
  answer: string;
  working: string[];
  /** Wrong answers from typical errors, each with the error that gives it. */
  distractors: { answer: string; error: string }[];
  bloom: BloomLevel;
  difficulty: Difficulty;
}

export interface MathsRequest {
  grade: number;
  difficulty: Difficulty;
  count: number;
  seed: string;
}

/** The maths generators as the worksheet and lesson writers use them. */
export interface MathsExerciseSource {
  /** Whether a generator exists for the skill id ("fractions.add"). */
  knows(skill: string): boolean;
  exercises(skill: string, request: MathsRequest): MathsExercise[];
}

/** No generators: maths topics are asked from their facts and worked examples only. */
export const NO_MATHS: MathsExerciseSource = {
  knows: () => false,
  exercises: () => [],
};
