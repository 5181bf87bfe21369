import type { RetentionFamily } from 'src/config/privacy.config';

/** What can be erased one at a time (DELETE on its route, retention purges). */
export const RESOURCE_TYPES = [
  'toefl_evaluation',
  'ielts_evaluation',
  'generic_evaluation',
  'exam',
  'assignment',
  'lesson_plan',
  'worksheet',
  'class_track_analysis',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The resource types a retention family purges. */
export const FAMILY_RESOURCES: Readonly<Record<RetentionFamily, readonly ResourceType[]>> = {
  writing_evaluation: ['toefl_evaluation', 'ielts_evaluation', 'generic_evaluation'],
  exam: ['exam'],
  assignment: ['assignment'],
  lesson_plan: ['lesson_plan'],
  worksheet: ['worksheet'],
  class_track: ['class_track_analysis'],
};

export const RETENTION_FAMILIES = Object.keys(FAMILY_RESOURCES) as RetentionFamily[];

export const isRetentionFamily = (value: string): value is RetentionFamily =>
  (RETENTION_FAMILIES as string[]).includes(value);
