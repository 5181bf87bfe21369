import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completed, type JobOutcome } from 'src/modules/jobs/job-outcome';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { RESOURCE_ERASED, STUDENT_DATA_ERASED } from 'src/modules/privacy/privacy-kinds';
import { StudentErasureRunner } from 'src/modules/privacy/services/student-erasure-runner.service';

/**
 * `student_data_erased`: the erasure runs in the transaction that completes the step, so the
 * rows, the counts, the audit entry and the event are all written or none. `resource_erased`: the
 * request already erased the resource; the step only sends the event.
 */
@ProcessJobs(STUDENT_DATA_ERASED, RESOURCE_ERASED)
export class ErasureProcessor implements JobProcessor {
  constructor(private readonly erasures: StudentErasureRunner) {}

  async process(job: Job): Promise<JobOutcome> {
    if (job.kind === RESOURCE_ERASED.name) return completed();
    await this.erasures.assertReady(job.subjectId);
    return completed({ write: (manager) => this.erasures.run(manager, job.subjectId) });
  }
}
