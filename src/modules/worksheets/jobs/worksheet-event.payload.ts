import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  BuildsEventPayload,
  type EventPayloadBuilder,
  type PayloadContext,
  subjectPayload,
} from 'src/modules/webhooks/events/event-payloads';
import { WORKSHEET_KINDS } from 'src/modules/worksheets/worksheet-kinds';

/** SPEC.md: `{id, name, display_name, secret_hash, status}`, `id` = the worksheet id. */
@BuildsEventPayload(...WORKSHEET_KINDS)
export class WorksheetEventPayload implements EventPayloadBuilder {
  build(context: PayloadContext): EventPayload {
    return subjectPayload(context);
  }
}
