import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import { type JobsConfig, jobsConfig } from 'src/config/jobs.config';
import { QUEUES } from 'src/modules/jobs/queues';
import { JobSweeper, type SweepResult } from 'src/modules/jobs/services/job-sweeper.service';

const SWEEP = 'sweep';

/**
 * Runs the job sweep on a Bull repeatable job, so with many worker processes exactly one sweeps
 * at a time. Registered only in the worker role.
 */
@Processor(QUEUES.maintenance.name)
export class MaintenanceProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly sweeper: JobSweeper,
    @InjectQueue(QUEUES.maintenance.name) private readonly queue: Queue,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.add(
      SWEEP,
      {},
      {
        ...QUEUES.maintenance.jobOptions,
        repeat: { every: this.config.sweepIntervalSeconds * 1000 },
        jobId: SWEEP,
      },
    );
  }

  @Process({ name: SWEEP, concurrency: QUEUES.maintenance.concurrency })
  sweep(): Promise<SweepResult> {
    return this.sweeper.sweep();
  }
}
