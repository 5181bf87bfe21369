import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  BuildsEventPayload,
  type EventPayloadBuilder,
  type PayloadContext,
  subjectPayload,
  WITH_PARTIAL,
} from 'src/modules/webhooks/events/event-payloads';
import { ActionPlan } from 'src/modules/action-plans/entities/action-plan.entity';
import { ACTION_PLAN_KINDS } from 'src/modules/action-plans/action-plan-kinds';

/**
 * SPEC.md: `{id, name, display_name, secret_hash, status}` with `id` = the answer sheet id
 * (student plans) or the exam id (teacher plans), and `Partial` when questions were left out.
 */
@BuildsEventPayload(...ACTION_PLAN_KINDS)
export class ActionPlanEventPayload implements EventPayloadBuilder {
  async build(context: PayloadContext): Promise<EventPayload> {
    const plan = await context.manager.findOne(ActionPlan, {
      where: { id: context.job.subjectId },
    });
    return {
      ...subjectPayload(context, WITH_PARTIAL),
      id: plan?.targetId ?? context.job.subjectId,
    };
  }
}
