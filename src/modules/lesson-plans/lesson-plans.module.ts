import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { LessonPlansController } from 'src/modules/lesson-plans/controllers/lesson-plans.controller';
import { LessonPlan } from 'src/modules/lesson-plans/entities/lesson-plan.entity';
import { LESSON_PLAN_KINDS } from 'src/modules/lesson-plans/lesson-plan-kinds';
import { LessonPlansService } from 'src/modules/lesson-plans/services/lesson-plans.service';
import { GenerationStepsModule } from 'src/modules/generation-steps/generation-steps.module';

/** Lesson plans: start and read the steps (API side). */
@Module({
  imports: [
    TypeOrmModule.forFeature([LessonPlan]),
    JobsModule.forKinds(LESSON_PLAN_KINDS),
    GenerationStepsModule,
  ],
  controllers: [LessonPlansController],
  providers: [LessonPlansService],
})
export class LessonPlansModule {}
