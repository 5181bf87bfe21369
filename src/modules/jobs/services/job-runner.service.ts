import { Injectable, Logger } from '@nestjs/common';
import type { Job as BullJob } from 'bull';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobMessage } from 'src/modules/jobs/queues';
import { JobLifecycle, type ResultWriter } from 'src/modules/jobs/services/job-lifecycle.service';

/** What a family's work produced. */
export type JobOutcome =
  | { status: JobStatus.COMPLETED | JobStatus.PARTIAL; write: ResultWriter }
  | { status: JobStatus.FAILED; reason: string; write?: ResultWriter };

/** Errors that may pass on retry (timeouts, 5xx) say so; everything else fails the job at once. */
export function isTransient(error: unknown): boolean {
  return (error as { transient?: unknown } | null)?.transient === true;
}

/** A failure whose message is safe and useful to show the client. */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

const UNEXPECTED = 'The job failed because of an internal error';

/**
 * The body of every processor: load and start the row, run the family's work, record the outcome.
 * Transient errors are rethrown while Bull has attempts left, so its backoff retries them.
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger(JobRunner.name);

  constructor(private readonly lifecycle: JobLifecycle) {}

  async run(message: BullJob<JobMessage>, work: (job: Job) => Promise<JobOutcome>): Promise<void> {
    const job = await this.lifecycle.start(message.data.jobId);
    if (!job) return;
    try {
      const outcome = await work(job);
      if (outcome.status === JobStatus.FAILED) {
        await this.lifecycle.fail(job.id, outcome.reason, outcome.write);
      } else {
        await this.lifecycle.complete(job.id, outcome.write, outcome.status);
      }
    } catch (error) {
      const attemptsLeft = message.attemptsMade + 1 < (message.opts.attempts ?? 1);
      if (isTransient(error) && attemptsLeft) throw error;
      await this.lifecycle.fail(job.id, this.describe(error, job));
    }
  }

  /** Bull gave up on a job (stalled too often, timed out): the row must not stay in progress. */
  async giveUp(message: BullJob<JobMessage>, error: Error): Promise<void> {
    const exhausted = message.attemptsMade >= (message.opts.attempts ?? 1);
    if (exhausted) {
      await this.lifecycle.fail(message.data.jobId, `The job could not finish: ${error.message}`);
    }
  }

  /**
   * Errors from our adapters (AI engine, image fetching, JobFailure) carry a `transient` flag and a
   * message written for clients; anything else is a bug, logged and reported generically.
   */
  private describe(error: unknown, job: Job): string {
    if (error instanceof Error && 'transient' in error) return error.message;
    this.logger.error({ err: error, jobId: job.id, kind: job.kind }, 'Job failed unexpectedly');
    return UNEXPECTED;
  }
}
