import { Module } from '@nestjs/common';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { LessonPlanEventPayload } from 'src/modules/lesson-plans/jobs/lesson-plan-event.payload';
import { LESSON_PLAN_KINDS } from 'src/modules/lesson-plans/lesson-plan-kinds';

/** The lesson-plan steps and their webhook payload, for every role. */
@Module({
  imports: [JobsModule.forKinds(LESSON_PLAN_KINDS)],
  providers: [LessonPlanEventPayload],
})
export class LessonPlanJobsModule {}
