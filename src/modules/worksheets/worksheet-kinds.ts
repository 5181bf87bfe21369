import { defineJobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';

/** The four steps of a worksheet; each kind is also its webhook event (SPEC.md "Events"). */
export const WORKSHEET_STEP = {
  metadata: defineJobKind({ name: 'worksheet_initialize_metadata', queue: QUEUES.teaching.name }),
  configuration: defineJobKind({
    name: 'worksheet_question_configuration',
    queue: QUEUES.teaching.name,
  }),
  questions: defineJobKind({ name: 'worksheet_generation', queue: QUEUES.teaching.name }),
  explanations: defineJobKind({
    name: 'worksheet_explanation_generation',
    queue: QUEUES.teaching.name,
  }),
};

export const WORKSHEET_KINDS = Object.values(WORKSHEET_STEP);
