import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';
import type { JobOutcome } from 'src/modules/jobs/job-outcome';

/** A family's step: loads what it needs for the row, does the work, says what happened. */
export interface JobProcessor {
  process(job: Job): Promise<JobOutcome>;
}

export const ProcessJobsMetadata = DiscoveryService.createDecorator<readonly JobKind[]>();

/**
 * Marks a provider as the processor of these kinds (immich's `@OnJob`). Register it only in the
 * family's worker module; the job core finds it at start-up and routes each row to it by kind.
 */
export const ProcessJobs = (...kinds: JobKind[]): ClassDecorator => ProcessJobsMetadata(kinds);
