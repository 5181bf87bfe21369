import { EVALUATION_KINDS } from 'src/modules/evaluations/evaluation-kinds';
import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  BuildsEventPayload,
  type EventPayloadBuilder,
  type PayloadContext,
  subjectPayload,
} from 'src/modules/webhooks/events/event-payloads';

/**
 * CONTRACT.md §8: `{id: evaluation_id, name, display_name, secret_hash, status}` with status
 * `Completed` or `Failed`.
 */
@BuildsEventPayload(...EVALUATION_KINDS)
export class EvaluationEventPayload implements EventPayloadBuilder {
  build(context: PayloadContext): EventPayload {
    return subjectPayload(context);
  }
}
