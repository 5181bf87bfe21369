import type { SkillGenerator } from '../../generator-kit';
import { MENSURATION_SKILLS } from './mensuration';
import { GEOMETRY_SKILLS } from './geometry';
import { COORDINATE_SKILLS } from './coordinates';
import { POLYGON_TRIGONOMETRY_SKILLS } from './polygons-trigonometry';
import { SOLID_SKILLS } from './solids';

export const MEASURE_SKILLS: SkillGenerator[] = [
  ...MENSURATION_SKILLS,
  ...GEOMETRY_SKILLS,
  ...COORDINATE_SKILLS,
  ...POLYGON_TRIGONOMETRY_SKILLS,
  ...SOLID_SKILLS,
];

export { DATA_SKILLS } from './data';

export { MONEY_TIME_SKILLS } from './money-time';

export { EXPONENT_SKILLS } from './exponents';
