import { ACTIVE_STATUSES, type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { Erasure } from 'src/modules/privacy/entities/erasure.entity';
import type { ErasedRows } from 'src/modules/privacy/erasure/erased-rows';

export type ErasureStatus = 'Pending' | 'Completed' | 'Failed';

/** An erasure as the API and the CLI show it (docs/api-contract.md §10). */
export interface ErasureView {
  id: string;
  student_id: string | null;
  status: ErasureStatus;
  erased: ErasedRows;
  created_at: string;
  completed_at: string | null;
}

/** The job's status in the erasure's words; an operator's erasure has no job and is done. */
export function erasureStatus(erasure: Erasure, job: Job | null): ErasureStatus {
  if (!job) return erasure.completedAt ? 'Completed' : 'Pending';
  if (job.status === JobStatus.FAILED) return 'Failed';
  return ACTIVE_STATUSES.includes(job.status) ? 'Pending' : 'Completed';
}

export function presentErasure(erasure: Erasure, job: Job | null): ErasureView {
  return {
    id: erasure.id,
    student_id: erasure.studentId,
    status: erasureStatus(erasure, job),
    erased: erasure.erased ?? {},
    created_at: erasure.createdAt.toISOString(),
    completed_at: erasure.completedAt?.toISOString() ?? null,
  };
}
