import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Webhook } from 'src/modules/webhooks/entities/webhook.entity';
import { WebhookDeliveryAttempt } from 'src/modules/webhooks/entities/webhook-delivery-attempt.entity';
import { WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { OutboxSignal } from 'src/modules/webhooks/services/outbox-signal.service';
import { OutboxWriter } from 'src/modules/webhooks/services/outbox-writer.service';
import { WebhookSecretCipher } from 'src/modules/webhooks/services/webhook-secret-cipher.service';
import { WebhookTemplatesModule } from 'src/modules/webhooks/webhook-templates.module';

/**
 * What every role needs: the outbox writer subscribed to terminal job transitions (jobs may end
 * in the API process too, e.g. a sweep in APP_ROLE=all), the secret cipher and the commit signal.
 * Imported by both the API and the worker module; Nest makes it once per process.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Webhook, WebhookOutbox, WebhookDeliveryAttempt]),
    WebhookTemplatesModule,
  ],
  providers: [OutboxWriter, OutboxSignal, WebhookSecretCipher],
  exports: [TypeOrmModule, WebhookTemplatesModule, OutboxSignal, WebhookSecretCipher],
})
export class WebhooksCoreModule {}
