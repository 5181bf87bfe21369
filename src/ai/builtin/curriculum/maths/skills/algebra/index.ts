import type { SkillGenerator } from '../../generator-kit';
import { EXPRESSION_SKILLS } from './expressions';
import { EQUATION_SKILLS } from './equations';
import { FACTORISE_SKILLS } from './factorise';

export const ALGEBRA_SKILLS: SkillGenerator[] = [
  ...EXPRESSION_SKILLS,
  ...EQUATION_SKILLS,
  ...FACTORISE_SKILLS,
];
