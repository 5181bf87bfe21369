import { Process, Processor } from '@nestjs/bull';
import type { Job as BullJob } from 'bull';
import { QUEUES } from 'src/modules/jobs/queues';
import type { DeliveryMessage } from 'src/modules/webhooks/services/outbox-relay.service';
import { WebhookDelivery } from 'src/modules/webhooks/services/webhook-delivery.service';

/** Sends queued webhook events; registered only where the worker role runs. */
@Processor(QUEUES.webhookDeliveries.name)
export class WebhookDeliveryProcessor {
  constructor(private readonly delivery: WebhookDelivery) {}

  @Process({ concurrency: QUEUES.webhookDeliveries.concurrency })
  handle(message: BullJob<DeliveryMessage>): Promise<void> {
    return this.delivery.deliver(message.data.outboxId);
  }
}
