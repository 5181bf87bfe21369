import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACTION_PLAN_KINDS } from 'src/modules/action-plans/action-plan-kinds';
import { ActionPlansController } from 'src/modules/action-plans/controllers/action-plans.controller';
import { ActionPlan } from 'src/modules/action-plans/entities/action-plan.entity';
import { ActionPlansService } from 'src/modules/action-plans/services/action-plans.service';
import { ExamResults } from 'src/modules/action-plans/services/exam-results.service';
import { JobsModule } from 'src/modules/jobs/jobs.module';

/** Action plans: start and read (API side). */
@Module({
  imports: [TypeOrmModule.forFeature([ActionPlan]), JobsModule.forKinds(ACTION_PLAN_KINDS)],
  controllers: [ActionPlansController],
  providers: [ActionPlansService, ExamResults],
})
export class ActionPlansModule {}
