import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { OutboundModule } from 'src/common/outbound/outbound.module';
import { WebhookDeliveryProcessor } from 'src/modules/webhooks/jobs/webhook-delivery.processor';
import { WebhookPayloads } from 'src/modules/webhooks/events/webhook-payloads.service';
import { OutboxRelay } from 'src/modules/webhooks/services/outbox-relay.service';
import { WebhookDelivery } from 'src/modules/webhooks/services/webhook-delivery.service';
import { WebhooksCoreModule } from 'src/modules/webhooks/webhooks-core.module';

/** A worker refuses to start when a job kind it can run has no webhook payload builder. */
@Injectable()
class WebhookPayloadCheck implements OnModuleInit {
  constructor(private readonly payloads: WebhookPayloads) {}

  onModuleInit(): void {
    this.payloads.assertComplete();
  }
}

/** Worker role: the relay from the outbox to the delivery queue, and the sender. */
@Module({
  imports: [WebhooksCoreModule, OutboundModule],
  providers: [OutboxRelay, WebhookDelivery, WebhookDeliveryProcessor, WebhookPayloadCheck],
  exports: [OutboxRelay],
})
export class WebhooksWorkerModule {}
