import type { SkillGenerator } from '../../generator-kit';
import { EXPRESSION_SKILLS } from './expressions';
import { EQUATION_SKILLS } from './equations';

export const ALGEBRA_SKILLS: SkillGenerator[] = [...EXPRESSION_SKILLS, ...EQUATION_SKILLS];
