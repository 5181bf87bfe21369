import type { LessonAlignment, LessonContent } from 'src/ai/ports/teaching-content.port';
import type { ConfirmedSubjectMatter } from 'src/modules/generation-steps/services/step-context.service';
import { defineJobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';

const step = <Input = unknown, Result = unknown>(name: string) =>
  defineJobKind<Input, Result>({ name, queue: QUEUES.teaching.name });

/** The steps of a lesson plan; each kind is also its webhook event (common payload shape). */
export const LESSON_PLAN_STEP = {
  metadata: step('lesson_plan_initialize_metadata'),
  /** Its input is the subject matter the teacher confirmed. */
  alignment: step<ConfirmedSubjectMatter, LessonAlignment>('lesson_plan_finalize_metadata'),
  /** Its input is the alignment the teacher confirmed. */
  content: step<LessonAlignment, LessonContent>('lesson_plan_instructional_framework_builder'),
  enrichment: step('lesson_plan_additional_enrichment_blocks'),
};

export const LESSON_PLAN_KINDS = Object.values(LESSON_PLAN_STEP);
