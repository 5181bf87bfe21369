import { defineJobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';
import type { ActionPlanKind } from 'src/modules/action-plans/entities/action-plan.entity';

/** One step each; the kind is also the webhook event (SPEC.md "Events"). */
export const ACTION_PLAN_KIND = {
  student: defineJobKind({ name: 'student_action_plan', queue: QUEUES.teaching.name }),
  teacher: defineJobKind({ name: 'teacher_action_plan', queue: QUEUES.teaching.name }),
} as const satisfies Record<ActionPlanKind, unknown>;

export const ACTION_PLAN_KINDS = Object.values(ACTION_PLAN_KIND);
