import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { LessonPlan } from 'src/modules/lesson-plans/entities/lesson-plan.entity';
import { LessonPlanStepsProcessor } from 'src/modules/lesson-plans/jobs/lesson-plan-steps.processor';
import { LESSON_PLAN_KINDS } from 'src/modules/lesson-plans/lesson-plan-kinds';
import { GenerationStepsWorkerModule } from 'src/modules/generation-steps/generation-steps-worker.module';

/** Worker side of lesson plans: the steps' processor on the teaching-content provider. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LessonPlan]),
    JobsModule.forKinds(LESSON_PLAN_KINDS),
    GenerationStepsWorkerModule,
  ],
  providers: [LessonPlanStepsProcessor],
})
export class LessonPlansWorkerModule {}
