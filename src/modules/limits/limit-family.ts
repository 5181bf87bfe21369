import { LIMIT_FAMILIES, type LimitFamily } from 'src/config/limits.config';

// The families are the keys of the limits settings, so the config defines them.
export { LIMIT_FAMILIES, type LimitFamily };

export function isLimitFamily(value: string): value is LimitFamily {
  return (LIMIT_FAMILIES as readonly string[]).includes(value);
}

/** `lesson_plan` → `lesson plan`, for messages people read. */
export function familyLabel(family: LimitFamily): string {
  return family.replaceAll('_', ' ');
}
