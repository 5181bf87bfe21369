import type { SkillGenerator } from '../../generator-kit';
import { FRACTION_EQUIVALENCE_SKILLS } from './equivalence';
import { FRACTION_ADD_SUBTRACT_SKILLS } from './add-subtract';
import { FRACTION_MULTIPLY_DIVIDE_SKILLS } from './multiply-divide';

export const FRACTION_SKILLS: SkillGenerator[] = [
  ...FRACTION_EQUIVALENCE_SKILLS,
  ...FRACTION_ADD_SUBTRACT_SKILLS,
  ...FRACTION_MULTIPLY_DIVIDE_SKILLS,
];
