import { getQueueToken } from '@nestjs/bull';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job as BullJob, Queue } from 'bull';
import { type JobMessage, type QueueName, queueDefinition } from 'src/modules/jobs/queues';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import { JobRunner } from 'src/modules/jobs/services/job-runner.service';

/**
 * The worker role's consumer of the job queues: refuses to start when a declared kind has no
 * processor, then runs every queue that carries a declared kind through the JobRunner.
 */
@Injectable()
export class JobWorker implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(JobWorker.name);

  constructor(
    private readonly registry: JobRegistry,
    private readonly runner: JobRunner,
    private readonly moduleRef: ModuleRef,
  ) {}

  onModuleInit(): void {
    this.registry.assertProcessors();
  }

  onApplicationBootstrap(): void {
    const queues = new Set<QueueName>(this.registry.allKinds().map((kind) => kind.queue));
    for (const name of queues) {
      const queue = this.moduleRef.get<Queue<JobMessage>>(getQueueToken(name), { strict: false });
      // Every kind on the queue goes through the runner, which routes by the row's kind.
      void queue
        .process('*', queueDefinition(name).concurrency, (message) => this.runner.run(message))
        .catch((error: unknown) =>
          this.logger.error({ queue: name, err: error }, 'Queue consumer stopped'),
        );
      queue.on('failed', (message: BullJob<JobMessage>, error: Error) => {
        void this.runner.giveUp(message, error);
      });
    }
  }
}
