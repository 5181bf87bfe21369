import { CLASS_TRACK_ANALYSIS } from 'src/modules/class-track/class-track-kinds';
import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  BuildsEventPayload,
  type EventPayloadBuilder,
  type PayloadContext,
  subjectPayload,
} from 'src/modules/webhooks/events/event-payloads';

/** SPEC.md: `{id, name, display_name, secret_hash, status}`, `id` = the analysis id. */
@BuildsEventPayload(CLASS_TRACK_ANALYSIS)
export class ClassTrackEventPayload implements EventPayloadBuilder {
  build(context: PayloadContext): EventPayload {
    return subjectPayload(context);
  }
}
