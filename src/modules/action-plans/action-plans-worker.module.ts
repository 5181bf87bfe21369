import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from 'src/ai/ai.module';
import { ACTION_PLAN_KINDS } from 'src/modules/action-plans/action-plan-kinds';
import { ActionPlan } from 'src/modules/action-plans/entities/action-plan.entity';
import { ActionPlanProcessor } from 'src/modules/action-plans/jobs/action-plan.processor';
import { ExamResults } from 'src/modules/action-plans/services/exam-results.service';
import { PracticeWriterService } from 'src/modules/action-plans/services/practice-writer.service';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/** Worker side of action plans: the planner and the worksheet generator for practice. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ActionPlan]),
    JobsModule.forKinds(ACTION_PLAN_KINDS),
    AiModule,
  ],
  providers: [ActionPlanProcessor, ExamResults, PracticeWriterService],
})
export class ActionPlansWorkerModule {}
