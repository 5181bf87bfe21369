import type { SkillGenerator } from '../../generator-kit';
import { DECIMAL_ARITHMETIC_SKILLS } from './decimal-arithmetic';
import { DECIMAL_FRACTION_SKILLS } from './decimal-fractions';
import { PERCENTAGE_SKILLS } from './percentages';
import { RATIO_SKILLS } from './ratio';

export const DECIMAL_SKILLS: SkillGenerator[] = [
  ...DECIMAL_ARITHMETIC_SKILLS,
  ...DECIMAL_FRACTION_SKILLS,
];

export const PERCENT_RATIO_SKILLS: SkillGenerator[] = [...PERCENTAGE_SKILLS, ...RATIO_SKILLS];

export { INTEGER_SKILLS } from './integers';
