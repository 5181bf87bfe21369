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
 * What every role needs (jobs can end in the API process too): outbox writer, cipher, commit
 * signal.
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
