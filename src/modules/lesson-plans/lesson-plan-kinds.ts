import { defineJobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';

/** The steps of a lesson plan; each kind is also its webhook event (SPEC.md "Events"). */
export const LESSON_PLAN_STEP = {
  metadata: defineJobKind({ name: 'lesson_plan_initialize_metadata', queue: QUEUES.teaching.name }),
  alignment: defineJobKind({ name: 'lesson_plan_finalize_metadata', queue: QUEUES.teaching.name }),
  content: defineJobKind({
    name: 'lesson_plan_instructional_framework_builder',
    queue: QUEUES.teaching.name,
  }),
  enrichment: defineJobKind({
    name: 'lesson_plan_additional_enrichment_blocks',
    queue: QUEUES.teaching.name,
  }),
};

export const LESSON_PLAN_KINDS = Object.values(LESSON_PLAN_STEP);
