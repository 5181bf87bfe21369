import { MATHS_SKILLS, mathsExercises } from 'src/ai/builtin/curriculum/maths';
import type { MathsExerciseSource } from 'src/ai/builtin/teaching/curriculum/maths-source';

const KNOWN = new Set(MATHS_SKILLS.map((skill) => skill.id));

/** The maths exercise generators (src/ai/builtin/curriculum/maths/) as the writers use them. */
export const MATHS: MathsExerciseSource = {
  knows: (skill) => KNOWN.has(skill),
  exercises: (skill, request) => mathsExercises(skill, request),
};
