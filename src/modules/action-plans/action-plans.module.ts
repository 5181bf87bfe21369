import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActionPlanJobsModule } from 'src/modules/action-plans/action-plan-jobs.module';
import { ActionPlansController } from 'src/modules/action-plans/controllers/action-plans.controller';
import { ActionPlan } from 'src/modules/action-plans/entities/action-plan.entity';
import { ActionPlansService } from 'src/modules/action-plans/services/action-plans.service';
import { ExamResults } from 'src/modules/action-plans/services/exam-results.service';

/** Action plans: start and read (API side). */
@Module({
  imports: [TypeOrmModule.forFeature([ActionPlan]), ActionPlanJobsModule],
  controllers: [ActionPlansController],
  providers: [ActionPlansService, ExamResults],
})
export class ActionPlansModule {}
