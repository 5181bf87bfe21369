import { Injectable, Module } from '@nestjs/common';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { defineJobKind } from 'src/modules/jobs/job-kind';
import { completed, type JobOutcome, nextStep } from 'src/modules/jobs/job-outcome';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { QUEUES } from 'src/modules/jobs/queues';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { JobFailure } from 'src/modules/jobs/job-failure';

/**
 * A two-step family that exists only in test code, built exactly as a real family is
 * (docs/adding-a-job-family.md): step one counts the words of a text and starts step two, which
 * writes the text in capitals. The input says how step two behaves on its first run.
 */
export interface TwoStepInput {
  text: string;
  /** `fail-once`: a transient error on its first run; `hold`: its first run never ends. */
  stepTwo: 'succeed' | 'fail-once' | 'hold';
}

/** Both steps send the default event payload (`id` = the subject both steps work on). */
export const COUNT_WORDS = defineJobKind<TwoStepInput, { words: number }>({
  name: 'test_count_words',
  queue: QUEUES.evaluations.name,
});
export const SHOUT_TEXT = defineJobKind<TwoStepInput, { text: string }>({
  name: 'test_shout_text',
  queue: QUEUES.evaluations.name,
});
/** A kind whose family forgot its processor: a worker that declares it must refuse to start. */
export const ORPHAN_KIND = defineJobKind({
  name: 'test_orphan_step',
  queue: QUEUES.evaluations.name,
});

export const TWO_STEP_KINDS = [COUNT_WORDS, SHOUT_TEXT];

@Injectable()
@ProcessJobs(COUNT_WORDS)
class CountWordsStep implements JobProcessor {
  process(job: Job): Promise<JobOutcome> {
    const input = COUNT_WORDS.input(job);
    const words = input.text.split(/\s+/).filter(Boolean).length;
    return Promise.resolve(completed({ result: { words }, next: [nextStep(SHOUT_TEXT, input)] }));
  }
}

@Injectable()
@ProcessJobs(SHOUT_TEXT)
class ShoutTextStep implements JobProcessor {
  async process(job: Job): Promise<JobOutcome> {
    const input = SHOUT_TEXT.input(job);
    const firstRun = job.attempts === 1;
    if (firstRun && input.stepTwo === 'fail-once') {
      throw new JobFailure('The capitals service timed out', true);
    }
    if (firstRun && input.stepTwo === 'hold') {
      // Held until the test kills this worker; Bull's stalled check hands the step to another.
      await new Promise((resolve) => setTimeout(resolve, 10 * 60_000));
    }
    return completed({ result: { text: input.text.toUpperCase() } });
  }
}

/** The kinds, for every role (the API submits them, the worker runs them). */
export const TwoStepJobsModule = JobsModule.forKinds(TWO_STEP_KINDS);

/** The worker side: the steps' processors. */
@Module({
  imports: [TwoStepJobsModule],
  providers: [CountWordsStep, ShoutTextStep],
})
export class TwoStepWorkerModule {}

/** A family module that declares a kind and has no processor for it. */
@Module({
  imports: [JobsModule.forKinds([ORPHAN_KIND])],
})
export class OrphanKindWorkerModule {}
