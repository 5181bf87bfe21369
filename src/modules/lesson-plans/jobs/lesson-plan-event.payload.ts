import { LESSON_PLAN_KINDS } from 'src/modules/lesson-plans/lesson-plan-kinds';
import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  BuildsEventPayload,
  type EventPayloadBuilder,
  type PayloadContext,
  subjectPayload,
} from 'src/modules/webhooks/events/event-payloads';

/** SPEC.md: `{id, name, display_name, secret_hash, status}`, `id` = the lesson plan id. */
@BuildsEventPayload(...LESSON_PLAN_KINDS)
export class LessonPlanEventPayload implements EventPayloadBuilder {
  build(context: PayloadContext): EventPayload {
    return subjectPayload(context);
  }
}
