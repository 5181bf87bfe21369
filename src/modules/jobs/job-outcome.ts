import type { EntityManager } from 'typeorm';
import { JobStatus } from 'src/modules/jobs/entities/job.entity';
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

/** What a usable outcome carries besides its status. */
export interface Produced {
  write?: ResultWriter;
  /** Stored on the job row as its `result`. */
  result?: unknown;
  /** Next steps; enqueued right after the commit. */
  next?: FollowUp[];
}

/** What a family's step produced. */
export type JobOutcome =
  | ({ status: JobStatus.COMPLETED | JobStatus.PARTIAL } & Produced)
  | { status: JobStatus.FAILED; reason: string; write?: ResultWriter };

export const completed = (produced: Produced = {}): JobOutcome => ({
  status: JobStatus.COMPLETED,
  ...produced,
});

/** Built, but part of it could not be done: still a usable result. */
export const partial = (produced: Produced = {}): JobOutcome => ({
  status: JobStatus.PARTIAL,
  ...produced,
});

/** `reason` is what the client reads as the step's error message. */
export const failed = (reason: string, write?: ResultWriter): JobOutcome => ({
  status: JobStatus.FAILED,
  reason,
  ...(write ? { write } : {}),
});

/** A follow-up step with its input typed by the kind. */
export const nextStep = <Input>(
  kind: JobKind<Input>,
  input: NoInfer<Input>,
  subjectId?: string,
): FollowUp => ({ kind, input, ...(subjectId ? { subjectId } : {}) });
