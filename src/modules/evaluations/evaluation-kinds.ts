import type { WritingExam } from 'src/ai/ports/writing-assessment.port';
import type { JobStatus } from 'src/modules/jobs/entities/job.entity';
import { defineJobKind, type JobKind } from 'src/modules/jobs/job-kind';
import { statusIn, type StatusWords } from 'src/modules/jobs/job-status-words';
import { QUEUES } from 'src/modules/jobs/queues';

/**
 * Job kinds, which are also the webhook event names of the evaluations; their events have the
 * common shape with `id` = the evaluation id.
 */
export const EVALUATION_KIND: Record<WritingExam, JobKind> = {
  TOEFL: defineJobKind({ name: 'toefl_evaluation', queue: QUEUES.evaluations.name }),
  IELTS: defineJobKind({ name: 'ielts_evaluation', queue: QUEUES.evaluations.name }),
  GENERIC: defineJobKind({ name: 'generic_evaluation', queue: QUEUES.evaluations.name }),
};

export const EVALUATION_KINDS = Object.values(EVALUATION_KIND);

export type EvaluationStatus = 'pending' | 'processing' | 'completed' | 'failed';

const EVALUATION_WORDS: StatusWords<EvaluationStatus> = {
  queued: 'pending',
  inProgress: 'processing',
  completed: 'completed',
  failed: 'failed',
};

/** `pending` → `processing` → `completed` | `failed` (docs/api-contract.md). */
export const evaluationStatus = (status: JobStatus): EvaluationStatus =>
  statusIn(status, EVALUATION_WORDS);
