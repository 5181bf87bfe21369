import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';

/** docs/api-contract.md §6: the integer status of exams, model answers and answer sheets. */
export enum SheetStatus {
  OPEN = 0,
  IN_PROGRESS = 1,
  COMPLETED = 2,
  FAILED = 3,
}

export const SHEET_STATUS_NAMES: Record<SheetStatus, string> = {
  [SheetStatus.OPEN]: 'Open',
  [SheetStatus.IN_PROGRESS]: 'In Progress',
  [SheetStatus.COMPLETED]: 'Completed',
  [SheetStatus.FAILED]: 'Failed',
};

/** No job yet: Open (files may still be attached); then the job's status. */
export function sheetStatus(job: Job | null | undefined): SheetStatus {
  if (!job) return SheetStatus.OPEN;
  switch (job.status) {
    case JobStatus.QUEUED:
    case JobStatus.RUNNING:
      return SheetStatus.IN_PROGRESS;
    case JobStatus.COMPLETED:
    case JobStatus.PARTIAL:
      return SheetStatus.COMPLETED;
    case JobStatus.FAILED:
      return SheetStatus.FAILED;
  }
}
