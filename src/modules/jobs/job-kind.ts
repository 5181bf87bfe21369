import type { Job } from 'src/modules/jobs/entities/job.entity';
import {
  type PayloadBuilder,
  type PayloadContext,
  subjectPayload,
} from 'src/modules/jobs/job-payload';
import type { QueueName } from 'src/modules/jobs/queues';

/**
 * One kind of background work (a family's step). Its name is also the webhook event its terminal
 * transition sends, so it matches a webhook template name. `Input` is what its submit stores on
 * the row, `Result` what its outcome stores there.
 */
export interface JobKind<Input = unknown, Result = unknown> {
  readonly name: string;
  readonly queue: QueueName;
  /** Overrides the queue's deadline (and JOB_DEADLINE_SECONDS) for this kind. */
  readonly deadlineSeconds?: number;
  /** The body of the kind's webhook event. */
  readonly payload: PayloadBuilder;
  /** The row's input; the route that submitted it validated it. */
  input(job: Job): Input;
  /** The row's result, as this kind's outcome stored it. */
  result(job: Job): Result;
}

export interface JobKindSpec {
  name: string;
  queue: QueueName;
  deadlineSeconds?: number;
  /** Defaults to the common shape `{id: subject, name, display_name, secret_hash, status}`. */
  payload?: PayloadBuilder;
}

/** Declares a kind; families keep theirs in their own folder (e.g. `evaluation-kinds.ts`). */
export function defineJobKind<Input = unknown, Result = unknown>(
  spec: JobKindSpec,
): JobKind<Input, Result> {
  const own = (job: Job) => {
    // A row of another kind here is a wiring bug, not bad data: fail loudly.
    if (job.kind !== spec.name)
      throw new Error(`Job ${job.id} is a ${job.kind}, not a ${spec.name}`);
    return job;
  };
  return Object.freeze({
    name: spec.name,
    queue: spec.queue,
    ...(spec.deadlineSeconds === undefined ? {} : { deadlineSeconds: spec.deadlineSeconds }),
    payload: spec.payload ?? ((context: PayloadContext) => subjectPayload(context)),
    input: (job: Job) => own(job).input as Input,
    result: (job: Job) => own(job).result as Result,
  });
}
