import { Erasure } from 'src/modules/privacy/entities/erasure.entity';
import { RESOURCE_ERASED, STUDENT_DATA_ERASED } from 'src/modules/privacy/privacy-kinds';
import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  BuildsEventPayload,
  type EventPayloadBuilder,
  type PayloadContext,
  statusWord,
  WITHOUT_PARTIAL,
} from 'src/modules/webhooks/events/event-payloads';

/**
 * CONTRACT.md §10: `student_data_erased` `{id, student_id, name, display_name, secret_hash,
 * status}` with `id` = the erasure id; `resource_erased` `{id, resource, …}` with `id` = the
 * erased resource's id. Ids only: the event never carries erased content.
 */
@BuildsEventPayload(STUDENT_DATA_ERASED, RESOURCE_ERASED)
export class PrivacyEventPayload implements EventPayloadBuilder {
  async build({ job, template, manager }: PayloadContext): Promise<EventPayload> {
    const erasure = await manager.findOneBy(Erasure, { id: job.subjectId });
    const common = {
      name: template.name,
      display_name: template.displayName,
      secret_hash: null,
      status: statusWord(job, WITHOUT_PARTIAL),
    };
    if (job.kind === RESOURCE_ERASED.name) {
      return { id: erasure?.resourceId ?? null, resource: erasure?.resource ?? null, ...common };
    }
    return { id: job.subjectId, student_id: erasure?.studentId ?? null, ...common };
  }
}
