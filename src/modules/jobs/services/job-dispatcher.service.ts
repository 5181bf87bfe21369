import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job as BullJob, Queue } from 'bull';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type JobsConfig, jobsConfig } from 'src/config/jobs.config';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import {
  type JobMessage,
  maxAttempts,
  type QueueName,
  queueDefinition,
} from 'src/modules/jobs/queues';

/** Whether a Bull job will never run again: finished, or `stuck` twice (docs/job-core.md). */
export async function isLeftover(job: BullJob): Promise<boolean> {
  const state = await job.getState();
  if (state === 'completed' || state === 'failed') return true;
  return state === 'stuck' && (await job.getState()) === 'stuck';
}

/** What a resend found in Redis for a row that is still queued or running. */
export type ResendResult =
  /** Sent (again): it was missing, or Bull had given up on it and the row has attempts left. */
  | 'sent'
  /** Bull still holds it (waiting, delayed or running): nothing to do. */
  | 'in-queue'
  /** Bull gave up on it and the row has no attempts left: fail the row. */
  | 'exhausted'
  /** Redis did not answer in time: try again on the next sweep. */
  | 'unreachable';

/**
 * Hands committed job rows to Bull. The Bull job id is the row id, so sending twice is a no-op:
 * when Redis is slow or down the submit still succeeds and the sweep sends the row again later.
 */
@Injectable()
export class JobDispatcher {
  private readonly logger = new Logger(JobDispatcher.name);

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
    private readonly metrics: Metrics,
  ) {}

  async enqueue(job: Pick<Job, 'id' | 'queue' | 'kind'>): Promise<boolean> {
    try {
      await this.add(job);
    } catch (error) {
      this.logger.warn(
        { jobId: job.id, kind: job.kind, err: error },
        'Could not enqueue job; the sweep will retry',
      );
      this.metrics.fallback('job_enqueue_deferred');
      return false;
    }
    return true;
  }

  /** Makes sure a row that is not terminal has a Bull job that will run; a leftover goes first. */
  async resend(job: Pick<Job, 'id' | 'queue' | 'kind' | 'attempts'>): Promise<ResendResult> {
    try {
      const existing = await this.withTimeout(this.queue(job.queue).getJob(job.id));
      if (existing) {
        if (!(await this.withTimeout(isLeftover(existing)))) return 'in-queue';
        if (job.attempts >= maxAttempts(job.queue)) return 'exhausted';
        await this.withTimeout(existing.remove());
      }
      await this.add(job);
      return 'sent';
    } catch (error) {
      this.logger.warn({ jobId: job.id, kind: job.kind, err: error }, 'Could not resend job');
      this.metrics.fallback('job_resend_deferred');
      return 'unreachable';
    }
  }

  private add(job: Pick<Job, 'id' | 'queue' | 'kind'>) {
    const definition = queueDefinition(job.queue);
    return this.withTimeout(
      this.queue(job.queue).add(
        job.kind,
        { jobId: job.id },
        { ...definition.jobOptions, jobId: job.id },
      ),
    );
  }

  private queue(name: QueueName): Queue<JobMessage> {
    return this.moduleRef.get<Queue<JobMessage>>(getQueueToken(name), { strict: false });
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    const ms = this.config.enqueueTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
