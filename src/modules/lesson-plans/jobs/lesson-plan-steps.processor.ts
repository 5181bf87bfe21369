import { Inject } from '@nestjs/common';
import {
  ENRICHMENT_TYPES,
  INSTRUCTIONAL_BLOCKS,
  type LessonAlignment,
  TEACHING_CONTENT,
  type TeachingContentGenerator,
} from 'src/ai/ports/teaching-content.port';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completed, type JobOutcome } from 'src/modules/jobs/job-outcome';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { JobFailure } from 'src/modules/jobs/job-failure';
import { LESSON_PLANS } from 'src/modules/lesson-plans/lesson-plan-family';
import { LESSON_PLAN_KINDS, LESSON_PLAN_STEP } from 'src/modules/lesson-plans/lesson-plan-kinds';
import {
  StepContextLoader,
  withDropped,
} from 'src/modules/generation-steps/services/step-context.service';

/**
 * Runs the lesson-plan steps with the teaching-content provider; each result is stored on its
 * job row, and later steps read what the teacher confirmed (step 2's and step 3's inputs).
 */
@ProcessJobs(...LESSON_PLAN_KINDS)
export class LessonPlanStepsProcessor implements JobProcessor {
  constructor(
    private readonly loader: StepContextLoader,
    @Inject(TEACHING_CONTENT) private readonly content: TeachingContentGenerator,
  ) {}

  async process(job: Job): Promise<JobOutcome> {
    const plan = await this.loader.record(LESSON_PLANS, job);
    switch (job.kind) {
      case LESSON_PLAN_STEP.metadata.name: {
        const context = await this.loader.context(plan);
        return completed({
          result: withDropped(await this.content.draftSubjectMatter(context), context),
        });
      }
      case LESSON_PLAN_STEP.alignment.name: {
        const input = await this.loader.planningInput(plan, LESSON_PLAN_STEP.alignment);
        const alignment = await this.content.alignLesson(input, plan.durationMinutes);
        assertDuration(alignment, plan.durationMinutes);
        return completed({ result: alignment });
      }
      case LESSON_PLAN_STEP.content.name: {
        const input = await this.loader.planningInput(plan, LESSON_PLAN_STEP.alignment);
        const alignment = LESSON_PLAN_STEP.content.input(job);
        const lesson = await this.content.writeLesson(input, alignment);
        for (const block of INSTRUCTIONAL_BLOCKS) {
          if (!lesson[`${block}_block`]?.components?.length) {
            throw new JobFailure(`The lesson content has no ${block} block`);
          }
        }
        return completed({ result: lesson });
      }
      case LESSON_PLAN_STEP.enrichment.name: {
        const input = await this.loader.planningInput(plan, LESSON_PLAN_STEP.alignment);
        const lesson = await this.loader.earlierResult(plan.id, LESSON_PLAN_STEP.content);
        const blocks = await this.content.enrichLesson(input, lesson);
        const missing = ENRICHMENT_TYPES.filter(
          (type) => !blocks.some((block) => block.type === type),
        );
        if (missing.length > 0) {
          throw new JobFailure(`The enrichment has no ${missing.join(', ')} block`);
        }
        return completed({ result: blocks });
      }
      default:
        throw new JobFailure(`Not a lesson-plan step: ${job.kind}`);
    }
  }
}

function assertDuration(alignment: LessonAlignment, minutes: number): void {
  const total = INSTRUCTIONAL_BLOCKS.reduce(
    (sum, block) => sum + (alignment.instructional_blocks[block]?.duration ?? 0),
    0,
  );
  if (total !== minutes) {
    throw new JobFailure(`The alignment's blocks last ${total} minutes instead of ${minutes}`);
  }
}
