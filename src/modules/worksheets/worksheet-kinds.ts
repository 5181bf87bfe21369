import type { WorksheetBlueprint, WorksheetQuestions } from 'src/ai/ports/teaching-content.port';
import type { ConfirmedSubjectMatter } from 'src/modules/generation-steps/services/step-context.service';
import { defineJobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';

const step = <Input = unknown, Result = unknown>(name: string) =>
  defineJobKind<Input, Result>({ name, queue: QUEUES.teaching.name });

/** The four steps of a worksheet; each kind is also its webhook event (common payload shape). */
export const WORKSHEET_STEP = {
  metadata: step('worksheet_initialize_metadata'),
  /** Its input is the subject matter the teacher confirmed. */
  configuration: step<ConfirmedSubjectMatter>('worksheet_question_configuration'),
  /** Its input is the blueprint the teacher confirmed. */
  questions: step<WorksheetBlueprint, WorksheetQuestions>('worksheet_generation'),
  explanations: step('worksheet_explanation_generation'),
};

export const WORKSHEET_KINDS = Object.values(WORKSHEET_STEP);
