/**
 * The request families that have a daily quota (CONTRACT.md §9). Each is counted separately per
 * API user; the names appear in config variables, CLI options and Redis keys.
 */
export const LIMIT_FAMILIES = [
  'evaluation',
  'lesson_plan',
  'worksheet',
  'action_plan',
  'class_track',
  'question_extraction',
  'answer_sheet_evaluation',
] as const;

export type LimitFamily = (typeof LIMIT_FAMILIES)[number];

export function isLimitFamily(value: string): value is LimitFamily {
  return (LIMIT_FAMILIES as readonly string[]).includes(value);
}

/** `lesson_plan` → `lesson plan`, for messages people read. */
export function familyLabel(family: LimitFamily): string {
  return family.replaceAll('_', ' ');
}
