import {
  type MathsExerciseSource,
  NO_MATHS,
} from 'src/ai/builtin/teaching/curriculum/maths-source';

/**
 * The maths exercise generators the worksheet and lesson writers use (src/ai/builtin/curriculum/
 * maths/ once merged); until then maths topics are asked from their facts and worked examples.
 */
export const MATHS: MathsExerciseSource = NO_MATHS;
