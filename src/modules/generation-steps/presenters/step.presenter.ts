import type { DroppedDocument } from 'src/ai/ports/teaching-content.port';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type {
  NamedRef,
  GenerationRecord,
} from 'src/modules/generation-steps/entities/generation-record.entity';
import {
  GenerationStepErrorCode,
  GenerationStepException,
} from 'src/modules/generation-steps/exceptions/generation-step.exception';

/** docs/api-contract.md §5: the words of worksheet and lesson-plan statuses. */
export type StepStatus = 'In Progress' | 'Completed' | 'Failed';

export function stepStatus(job: Job): StepStatus {
  switch (job.status) {
    case JobStatus.COMPLETED:
    case JobStatus.PARTIAL:
      return 'Completed';
    case JobStatus.FAILED:
      return 'Failed';
    default:
      return 'In Progress';
  }
}

/** The step's result once it is Completed; null while it runs or after it failed. */
export function completedResult<T>(job: Job): T | null {
  return job.status === JobStatus.COMPLETED ? ((job.result as T | null) ?? null) : null;
}

/**
 * What a step-1 read shows of the teacher's documents left out because they could not be read
 * (`[{document, page, reason}]`); `[]` when none were.
 */
export function droppedDocuments(result: unknown): DroppedDocument[] {
  return (result as { dropped_documents?: DroppedDocument[] } | null)?.dropped_documents ?? [];
}

/** What every step read holds besides its own fields. */
export interface StepEnvelope {
  id: string;
  status: StepStatus;
  error_message: string | null;
  created_at: string;
  updated_at: string;
  board: NamedRef;
  grade: NamedRef;
  subject: NamedRef;
  topic: string | null;
  section: string | null;
}

/** How a failed step reads (docs/api-contract.md §5): `error` → 400, `body` → 200 `Failed`. */
export type FailedStepRead = 'error' | 'body';

/**
 * `{data: {...}}` of a step read: the record's request, the step's status and times, and the
 * step's own fields (only when Completed; `null` while running or failed).
 */
export function presentStep<F extends object>(
  record: GenerationRecord,
  job: Job,
  fields: F,
  failedRead: FailedStepRead,
): { data: StepEnvelope & F } {
  const status = stepStatus(job);
  if (status === 'Failed' && failedRead === 'error') {
    throw new GenerationStepException(
      GenerationStepErrorCode.STEP_FAILED,
      job.errorMessage ?? 'The step failed',
      { detail: { id: record.id, status } },
    );
  }
  return {
    data: {
      id: record.id,
      status,
      error_message: status === 'Failed' ? (job.errorMessage ?? 'The step failed') : null,
      created_at: job.createdAt.toISOString(),
      updated_at: (job.finishedAt ?? job.updatedAt).toISOString(),
      board: record.board,
      grade: record.grade,
      subject: record.subject,
      topic: record.topic,
      section: record.section,
      ...fields,
    },
  };
}
