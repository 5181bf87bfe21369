import { Module } from '@nestjs/common';
import { OutboundModule } from 'src/common/outbound/outbound.module';
import { WebhookDeliveryProcessor } from 'src/modules/webhooks/jobs/webhook-delivery.processor';
import { OutboxRelay } from 'src/modules/webhooks/services/outbox-relay.service';
import { WebhookDelivery } from 'src/modules/webhooks/services/webhook-delivery.service';
import { WebhooksCoreModule } from 'src/modules/webhooks/webhooks-core.module';

/** Worker role: the relay from the outbox to the delivery queue, and the sender. */
@Module({
  imports: [WebhooksCoreModule, OutboundModule],
  providers: [OutboxRelay, WebhookDelivery, WebhookDeliveryProcessor],
  exports: [OutboxRelay],
})
export class WebhooksWorkerModule {}
