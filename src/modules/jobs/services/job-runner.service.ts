import { Injectable, Logger } from '@nestjs/common';
import type { Job as BullJob } from 'bull';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobOutcome } from 'src/modules/jobs/job-outcome';
import type { JobMessage } from 'src/modules/jobs/queues';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import { retryDatabaseWork } from 'src/modules/jobs/support/database-retry';
import { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import { type Finish, JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';

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
/** How long an outcome is retried through a database outage before the sweep takes over. */
const RECORD_OUTCOME_FOR_MS = 2 * 60_000;

/**
 * The body of every job: start the row, run its kind's processor, record the outcome (and create
 * the follow-up steps) in one transaction, enqueue the follow-ups right after the commit.
 * Transient errors are rethrown while Bull has attempts left, so its backoff retries this step
 * only; the steps before it are not run again.
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger(JobRunner.name);

  constructor(
    private readonly lifecycle: JobLifecycle,
    private readonly registry: JobRegistry,
    private readonly dispatcher: JobDispatcher,
    private readonly metrics: Metrics,
  ) {}

  async run(message: BullJob<JobMessage>): Promise<void> {
    const job = await this.lifecycle.start(message.data.jobId);
    if (!job) return;
    const attemptEnded = this.metrics.jobStarted(job.kind);
    const processor = this.registry.processorFor(job.kind);
    let finish: Finish;
    try {
      if (!processor) throw new Error(`No processor for job kind ${job.kind}`);
      finish = toFinish(await processor.process(job));
    } catch (error) {
      const attemptsLeft = message.attemptsMade + 1 < (message.opts.attempts ?? 1);
      if (isTransient(error) && attemptsLeft) {
        attemptEnded('retried');
        throw error;
      }
      finish = { status: JobStatus.FAILED, reason: this.describe(error, job) };
    }
    await this.record(job, finish);
    attemptEnded(finish.status);
  }

  /**
   * Bull gave up on a job (attempts used, stalled too often, timed out): the row must not stay in
   * progress. It runs again while the row has attempts left, else it fails. Never throws: this
   * runs from Bull's event emitter, where a rejection would end the process.
   */
  async giveUp(message: BullJob<JobMessage>, error: Error): Promise<void> {
    try {
      if ((await message.getState()) !== 'failed') return; // Bull retries it after its backoff
      const job = await this.lifecycle.find(message.data.jobId);
      if (!job || job.isTerminal) return;
      const resent = await this.dispatcher.resend(job);
      if (resent === 'exhausted') {
        await this.record(job, {
          status: JobStatus.FAILED,
          reason: `The job could not finish: ${error.message}`,
        });
      }
    } catch (failure) {
      // Redis or the database is down: the sweep finds the row and decides once they are back.
      this.logger.warn(
        { jobId: message.data.jobId, err: failure },
        'Could not settle a job Bull gave up on; the sweep will',
      );
    }
  }

  /** Records the outcome through short database outages, then enqueues the follow-up steps. */
  private async record(job: Job, finish: Finish): Promise<void> {
    const next = await retryDatabaseWork(
      () => this.lifecycle.finish(job.id, finish),
      this.logger,
      { jobId: job.id, kind: job.kind },
      {
        giveUpAfterMs: RECORD_OUTCOME_FOR_MS,
        onRetry: () => this.metrics.fallback('job_outcome_retried'),
      },
    );
    if (finish.status === JobStatus.FAILED && next) {
      // Not the reason: written for the client, it may name a student's file (it is on the row).
      this.logger.warn({ jobId: job.id, kind: job.kind }, 'Job failed');
    }
    for (const followUp of next ?? []) await this.dispatcher.enqueue(followUp);
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

function toFinish(outcome: JobOutcome): Finish {
  return outcome.status === JobStatus.FAILED
    ? { status: outcome.status, reason: outcome.reason, write: outcome.write }
    : outcome;
}
