import { Injectable, Logger } from '@nestjs/common';
import type { Job as BullJob } from 'bull';
import {
  describeDatabaseError,
  isConnectionError,
  isPermanentDatabaseError,
} from 'src/common/database/database-errors';
import { RepeatLimiter } from 'src/common/logging/repeat-limiter';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobOutcome } from 'src/modules/jobs/job-outcome';
import type { JobMessage } from 'src/modules/jobs/queues';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import { retryDatabaseWork } from 'src/modules/jobs/support/database-retry';
import { runWithJobSignal } from 'src/modules/jobs/support/job-signal';
import { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import { type Finish, JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';

/**
 * Errors that may pass on retry (timeouts, 5xx) say so, and so does a lost database connection;
 * everything else fails the job at once (a database error that would recur included).
 */
export function isTransient(error: unknown): boolean {
  return (error as { transient?: unknown } | null)?.transient === true || isConnectionError(error);
}

const UNEXPECTED = 'The job failed because of an internal error';
/** A job during which this many worker processes died is not run again (a poison job). */
const MAX_CRASHES = 2;
const POISONED =
  'The job was stopped: a worker process stopped unexpectedly twice while running it. ' +
  'Its documents may be too large or too complex to read; split them or send them as smaller files';

/** Why an attempt was stopped from outside the processor. */
class AttemptStopped extends Error {
  constructor(readonly why: 'deadline' | 'timeout') {
    super(why === 'deadline' ? 'The job passed its deadline' : 'The attempt ran out of time');
    this.name = 'AttemptStopped';
  }
}
/** How long an outcome is retried through a database outage before the sweep takes over. */
const RECORD_OUTCOME_FOR_MS = 2 * 60_000;

/** The body of every job; transient errors are rethrown so Bull retries this step only. */
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
    if (job.crashes >= MAX_CRASHES) {
      this.metrics.jobPoisoned(job.kind);
      this.logger.warn({ jobId: job.id, kind: job.kind, crashes: job.crashes }, 'Poison job');
      await this.record(job, { status: JobStatus.FAILED, reason: POISONED });
      attemptEnded(JobStatus.FAILED);
      return;
    }
    const processor = this.registry.processorFor(job.kind);
    const stop = this.stopWhenOver(job, message);
    let finish: Finish;
    try {
      if (!processor) throw new Error(`No processor for job kind ${job.kind}`);
      finish = toFinish(await runWithJobSignal(stop.signal, () => processor.process(job)));
    } catch (error) {
      const stopped = stop.signal.aborted ? (stop.signal.reason as AttemptStopped) : null;
      const attemptsLeft = message.attemptsMade + 1 < (message.opts.attempts ?? 1);
      if ((isTransient(error) || stopped?.why === 'timeout') && attemptsLeft) {
        attemptEnded('retried');
        await this.lifecycle.endAttempt(job.id).catch(() => undefined);
        throw error;
      }
      finish = {
        status: JobStatus.FAILED,
        reason: stopped ? this.describeStop(stopped, job, message) : this.describe(error, job),
      };
    } finally {
      stop.dispose();
    }
    await this.record(job, finish);
    attemptEnded(finish.status);
  }

  /** Aborted at the deadline or Bull's timeout, so no two attempts of a job run side by side. */
  private stopWhenOver(job: Job, message: BullJob<JobMessage>) {
    const controller = new AbortController();
    const untilDeadline = job.deadlineAt.getTime() - Date.now();
    const timeout = message.opts.timeout ?? Number.POSITIVE_INFINITY;
    const why = untilDeadline <= timeout ? 'deadline' : 'timeout';
    const timer = setTimeout(
      () => controller.abort(new AttemptStopped(why)),
      // setTimeout takes at most 2^31 - 1 ms; a later stop is no stop at all.
      Math.max(0, Math.min(untilDeadline, timeout, 2 ** 31 - 1)),
    );
    timer.unref();
    return { signal: controller.signal, dispose: () => clearTimeout(timer) };
  }

  private describeStop(stopped: AttemptStopped, job: Job, message: BullJob<JobMessage>): string {
    if (stopped.why === 'deadline') {
      return `The job did not finish before its deadline (${job.deadlineAt.toISOString()}) and was stopped`;
    }
    const minutes = Math.round((message.opts.timeout ?? 0) / 60_000);
    return `The job did not finish within ${minutes} minutes and was stopped`;
  }

  /** Bull gave up on a job: send it again or fail it. Never throws (Bull's event emitter). */
  async giveUp(message: BullJob<JobMessage>, error: Error): Promise<void> {
    try {
      if ((await message.getState()) !== 'failed') return; // Bull retries it after its backoff
      const job = await this.lifecycle.find(message.data.jobId);
      if (!job || job.isTerminal) return;
      const resent = await this.dispatcher.resend(job);
      if (resent === 'exhausted') {
        await this.record(job, {
          status: JobStatus.FAILED,
          reason: `The job could not finish: ${describeGivenUp(error)}`,
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

  /** Records the outcome through short outages; a result the database refuses fails the job. */
  private async record(job: Job, finish: Finish): Promise<void> {
    const save = (outcome: Finish) =>
      retryDatabaseWork(
        () => this.lifecycle.finish(job.id, outcome),
        this.logger,
        { jobId: job.id, kind: job.kind },
        {
          giveUpAfterMs: RECORD_OUTCOME_FOR_MS,
          onRetry: () => this.metrics.fallback('job_outcome_retried'),
        },
      );
    let next: Job[] | null;
    try {
      next = await save(finish);
    } catch (error) {
      if (!isPermanentDatabaseError(error)) throw error;
      this.logger.error({ jobId: job.id, kind: job.kind, err: error }, 'Job result refused');
      finish = {
        status: JobStatus.FAILED,
        reason: `The result could not be saved: ${describeDatabaseError(error)}`,
      };
      next = await save(finish);
    }
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
    if (isPermanentDatabaseError(error)) {
      this.logger.error(
        { err: error, jobId: job.id, kind: job.kind },
        'Job refused by the database',
      );
      return `The job could not be saved: ${describeDatabaseError(error)}`;
    }
    const { log, suppressed } = unexpectedLines.allow(`${job.kind}:${errorKey(error)}`);
    if (log) {
      this.logger.error(
        { err: error, jobId: job.id, kind: job.kind, ...(suppressed ? { suppressed } : {}) },
        'Job failed unexpectedly',
      );
    }
    return UNEXPECTED;
  }
}

/** Unexpected failures are logged a few a minute per kind and error type. */
const unexpectedLines = new RepeatLimiter(5, 60_000);

function errorKey(error: unknown): string {
  return error instanceof Error ? `${error.name}:${error.message.slice(0, 80)}` : typeof error;
}

/** Why Bull gave up on a job, for people: Bull's own messages name its internals. */
function describeGivenUp(error: Error): string {
  if (/stalled/i.test(error.message)) {
    return 'the worker running it stopped unexpectedly, too many times';
  }
  if (/timed out/i.test(error.message)) return 'it ran out of time';
  return 'it failed too many times';
}

function toFinish(outcome: JobOutcome): Finish {
  return outcome.status === JobStatus.FAILED
    ? { status: outcome.status, reason: outcome.reason, write: outcome.write }
    : outcome;
}
