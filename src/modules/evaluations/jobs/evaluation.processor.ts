import { OnQueueFailed, Process, Processor } from '@nestjs/bull';
import type { Job as BullJob } from 'bull';
import { EvaluationRunner } from 'src/modules/evaluations/services/evaluation-runner.service';
import { type JobMessage, QUEUES } from 'src/modules/jobs/queues';
import { JobRunner } from 'src/modules/jobs/services/job-runner.service';

/** Runs queued evaluations; registered only where the worker role runs. */
@Processor(QUEUES.evaluations.name)
export class EvaluationProcessor {
  constructor(
    private readonly runner: JobRunner,
    private readonly evaluations: EvaluationRunner,
  ) {}

  @Process({ concurrency: QUEUES.evaluations.concurrency })
  handle(message: BullJob<JobMessage>): Promise<void> {
    return this.runner.run(message, (job) => this.evaluations.evaluate(job));
  }

  @OnQueueFailed()
  onFailed(message: BullJob<JobMessage>, error: Error): Promise<void> {
    return this.runner.giveUp(message, error);
  }
}
