import { Module } from '@nestjs/common';
import { WebhookDeliveriesController } from 'src/modules/webhooks/controllers/webhook-deliveries.controller';
import { WebhookTemplatesController } from 'src/modules/webhooks/controllers/webhook-templates.controller';
import { WebhooksController } from 'src/modules/webhooks/controllers/webhooks.controller';
import { WebhookDeliveries } from 'src/modules/webhooks/services/webhook-deliveries.service';
import { WebhookRegistrations } from 'src/modules/webhooks/services/webhook-registrations.service';
import { WebhooksCoreModule } from 'src/modules/webhooks/webhooks-core.module';

/** `/webhooks/v1/…`: templates, registrations and the delivery log (API role). */
@Module({
  imports: [WebhooksCoreModule],
  controllers: [WebhookTemplatesController, WebhooksController, WebhookDeliveriesController],
  providers: [WebhookRegistrations, WebhookDeliveries],
})
export class WebhooksModule {}
