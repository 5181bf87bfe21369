import { Injectable, Module } from '@nestjs/common';
import { JobStatus, type Job } from 'src/modules/jobs/entities/job.entity';
import { defineJobKind } from 'src/modules/jobs/job-kind';
import type { JobOutcome } from 'src/modules/jobs/job-outcome';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { QUEUES } from 'src/modules/jobs/queues';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { JobFailure } from 'src/modules/jobs/services/job-runner.service';
import {
  BuildsEventPayload,
  type EventPayloadBuilder,
  type PayloadContext,
  subjectPayload,
} from 'src/modules/webhooks/events/event-payloads';

/**
 * A two-step family that exists only in test code, built exactly as a real family is
 * (docs/adding-a-job-family.md): step one counts the words of a text and starts step two, which
 * writes the text in capitals. The input says how step two behaves on its first run.
 */
export const COUNT_WORDS = defineJobKind({
  name: 'test_count_words',
  queue: QUEUES.evaluations.name,
});
export const SHOUT_TEXT = defineJobKind({
  name: 'test_shout_text',
  queue: QUEUES.evaluations.name,
});
/** A kind whose family forgot its webhook payload: a worker that has it must refuse to start. */
export const ORPHAN_KIND = defineJobKind({
  name: 'test_orphan_step',
  queue: QUEUES.evaluations.name,
});

export const TWO_STEP_KINDS = [COUNT_WORDS, SHOUT_TEXT];

export interface TwoStepInput {
  text: string;
  /** `fail-once`: a transient error on its first run; `hold`: its first run never ends. */
  stepTwo: 'succeed' | 'fail-once' | 'hold';
}

@Injectable()
@ProcessJobs(COUNT_WORDS)
class CountWordsStep implements JobProcessor {
  process(job: Job): Promise<JobOutcome> {
    const input = job.input as TwoStepInput;
    const words = input.text.split(/\s+/).filter(Boolean).length;
    return Promise.resolve({
      status: JobStatus.COMPLETED,
      result: { words },
      next: [{ kind: SHOUT_TEXT, input }],
    });
  }
}

@Injectable()
@ProcessJobs(SHOUT_TEXT)
class ShoutTextStep implements JobProcessor {
  async process(job: Job): Promise<JobOutcome> {
    const input = job.input as TwoStepInput;
    const firstRun = job.attempts === 1;
    if (firstRun && input.stepTwo === 'fail-once') {
      throw new JobFailure('The capitals service timed out', true);
    }
    if (firstRun && input.stepTwo === 'hold') {
      // Held until the test kills this worker; Bull's stalled check hands the step to another.
      await new Promise((resolve) => setTimeout(resolve, 10 * 60_000));
    }
    return { status: JobStatus.COMPLETED, result: { text: input.text.toUpperCase() } };
  }
}

@Injectable()
@ProcessJobs(ORPHAN_KIND)
class OrphanStep implements JobProcessor {
  process(): Promise<JobOutcome> {
    return Promise.resolve({ status: JobStatus.COMPLETED });
  }
}

/** The family's events: SPEC.md's common shape, `id` = the subject both steps work on. */
@Injectable()
@BuildsEventPayload(...TWO_STEP_KINDS)
class TwoStepEventPayload implements EventPayloadBuilder {
  build(context: PayloadContext) {
    return subjectPayload(context);
  }
}

/** The kinds and their payload, for every role (as `EvaluationJobsModule`). */
@Module({
  imports: [JobsModule.forKinds(TWO_STEP_KINDS)],
  providers: [TwoStepEventPayload],
})
export class TwoStepJobsModule {}

/** The worker side: the steps' processors. */
@Module({
  imports: [TwoStepJobsModule],
  providers: [CountWordsStep, ShoutTextStep],
})
export class TwoStepWorkerModule {}

/** A family module with a processor and no payload builder. */
@Module({
  imports: [JobsModule.forKinds([ORPHAN_KIND])],
  providers: [OrphanStep],
})
export class OrphanKindWorkerModule {}
