import { EVALUATION_KINDS } from 'src/modules/evaluations/evaluation-kinds';
import { EvaluationRunner } from 'src/modules/evaluations/services/evaluation-runner.service';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import type { JobOutcome } from 'src/modules/jobs/job-outcome';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';

/** Runs queued TOEFL, IELTS and generic evaluations; registered only where the worker role runs. */
@ProcessJobs(...EVALUATION_KINDS)
export class EvaluationProcessor implements JobProcessor {
  constructor(private readonly evaluations: EvaluationRunner) {}

  process(job: Job): Promise<JobOutcome> {
    return this.evaluations.evaluate(job);
  }
}
