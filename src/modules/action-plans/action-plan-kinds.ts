import { defineJobKind } from 'src/modules/jobs/job-kind';
import { type PayloadContext, subjectPayload } from 'src/modules/jobs/job-payload';
import { WITH_PARTIAL } from 'src/modules/jobs/job-status-words';
import { QUEUES } from 'src/modules/jobs/queues';
import {
  ActionPlan,
  type ActionPlanKind,
} from 'src/modules/action-plans/entities/action-plan.entity';

/**
 * The common shape with `id` = the answer sheet id (student plans) or the exam id (teacher plans),
 * and `Partial` when questions were left out (docs/api-contract.md).
 */
async function actionPlanPayload(context: PayloadContext) {
  const plan = await context.manager.findOneBy(ActionPlan, { id: context.job.subjectId });
  return { ...subjectPayload(context, WITH_PARTIAL), id: plan?.targetId ?? context.job.subjectId };
}

/** One step each; the kind is also the webhook event. */
export const ACTION_PLAN_KIND = {
  student: defineJobKind({
    name: 'student_action_plan',
    queue: QUEUES.teaching.name,
    payload: actionPlanPayload,
  }),
  teacher: defineJobKind({
    name: 'teacher_action_plan',
    queue: QUEUES.teaching.name,
    payload: actionPlanPayload,
  }),
} as const satisfies Record<ActionPlanKind, unknown>;

export const ACTION_PLAN_KINDS = Object.values(ACTION_PLAN_KIND);
