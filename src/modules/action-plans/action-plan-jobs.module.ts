import { Module } from '@nestjs/common';
import { JobsModule } from 'src/modules/jobs/jobs.module';
import { ACTION_PLAN_KINDS } from 'src/modules/action-plans/action-plan-kinds';
import { ActionPlanEventPayload } from 'src/modules/action-plans/jobs/action-plan-event.payload';

/** The action-plan steps and their webhook payload, for every role. */
@Module({
  imports: [JobsModule.forKinds(ACTION_PLAN_KINDS)],
  providers: [ActionPlanEventPayload],
})
export class ActionPlanJobsModule {}
