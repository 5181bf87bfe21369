import type { SkillGenerator } from '../../generator-kit';
import { EXPRESSION_SKILLS } from './expressions';
import { EQUATION_SKILLS } from './equations';
import { FACTORISE_SKILLS } from './factorise';
import { QUADRATIC_SKILLS } from './quadratics';
import { POLYNOMIAL_SKILLS } from './polynomials';
import { PROGRESSION_SKILLS } from './progressions';
import { LINEAR_PAIR_SKILLS } from './linear-pairs';

export const ALGEBRA_SKILLS: SkillGenerator[] = [
  ...EXPRESSION_SKILLS,
  ...EQUATION_SKILLS,
  ...FACTORISE_SKILLS,
  ...POLYNOMIAL_SKILLS,
  ...QUADRATIC_SKILLS,
  ...PROGRESSION_SKILLS,
  ...LINEAR_PAIR_SKILLS,
];
