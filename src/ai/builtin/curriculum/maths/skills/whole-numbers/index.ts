import type { SkillGenerator } from '../../generator-kit';
import { PLACE_VALUE_SKILLS } from './place-value';
import { WHOLE_ARITHMETIC_SKILLS } from './arithmetic';
import { FACTOR_SKILLS } from './factors';
import { PROPERTY_SKILLS } from './properties';

export const WHOLE_NUMBER_SKILLS: SkillGenerator[] = [
  ...PLACE_VALUE_SKILLS,
  ...WHOLE_ARITHMETIC_SKILLS,
  ...PROPERTY_SKILLS,
  ...FACTOR_SKILLS,
];
