import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { type JobsConfig, jobsConfig } from 'src/config/jobs.config';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { type JobMessage, queueDefinition } from 'src/modules/jobs/queues';

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
  ) {}

  async enqueue(job: Pick<Job, 'id' | 'queue'>): Promise<boolean> {
    const definition = queueDefinition(job.queue);
    const queue = this.moduleRef.get<Queue<JobMessage>>(getQueueToken(definition.name), {
      strict: false,
    });
    try {
      await withTimeout(
        queue.add({ jobId: job.id }, { ...definition.jobOptions, jobId: job.id }),
        this.config.enqueueTimeoutMs,
      );
    } catch (error) {
      this.logger.warn(
        { jobId: job.id, err: error },
        'Could not enqueue job; the sweep will retry',
      );
      return false;
    }
    return true;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
