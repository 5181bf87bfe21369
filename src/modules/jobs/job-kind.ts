import type { QueueName } from 'src/modules/jobs/queues';

/**
 * One kind of background work (a family's step). Its name is also the webhook event its terminal
 * transition sends, so it matches a webhook template name (SPEC.md "Events").
 */
export interface JobKind {
  readonly name: string;
  readonly queue: QueueName;
  /** Overrides the queue's deadline (and JOB_DEADLINE_SECONDS) for this kind. */
  readonly deadlineSeconds?: number;
}

/** Declares a kind; families keep theirs in their own folder (e.g. `evaluation-kinds.ts`). */
export const defineJobKind = (kind: JobKind): JobKind => Object.freeze({ ...kind });
