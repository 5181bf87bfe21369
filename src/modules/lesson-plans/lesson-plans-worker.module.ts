import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LessonPlan } from 'src/modules/lesson-plans/entities/lesson-plan.entity';
import { LessonPlanStepsProcessor } from 'src/modules/lesson-plans/jobs/lesson-plan-steps.processor';
import { LessonPlanJobsModule } from 'src/modules/lesson-plans/lesson-plan-jobs.module';
import { GenerationStepsWorkerModule } from 'src/modules/generation-steps/generation-steps-worker.module';

/** Worker side of lesson plans: the steps' processor on the teaching-content provider. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LessonPlan]),
    LessonPlanJobsModule,
    GenerationStepsWorkerModule,
  ],
  providers: [LessonPlanStepsProcessor],
})
export class LessonPlansWorkerModule {}
