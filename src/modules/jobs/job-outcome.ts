import type { EntityManager } from 'typeorm';
import type { JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';

/** Writes the step's result rows in the transaction that completes it. */
export type ResultWriter = (manager: EntityManager) => Promise<void>;

/** A step started by the outcome of another, created in the transaction that completes it. */
export interface FollowUp {
  kind: JobKind;
  /** Defaults to the finishing step's subject. */
  subjectId?: string;
  input?: unknown;
}

/** What a family's step produced. */
export type JobOutcome =
  | {
      status: JobStatus.COMPLETED | JobStatus.PARTIAL;
      write?: ResultWriter;
      /** Stored on the job row as its `result`. */
      result?: unknown;
      /** Next steps; enqueued right after the commit. */
      next?: FollowUp[];
    }
  | { status: JobStatus.FAILED; reason: string; write?: ResultWriter };
