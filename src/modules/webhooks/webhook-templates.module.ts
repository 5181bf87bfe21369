import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from 'src/modules/auth/accounts.module';
import { ClientWebhookTemplate } from 'src/modules/webhooks/entities/client-webhook-template.entity';
import { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';
import { WebhookTemplates } from 'src/modules/webhooks/services/webhook-templates.service';

/** Templates and per-client lists: shared by the API and the operator CLI. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookTemplate, ClientWebhookTemplate]), AccountsModule],
  providers: [WebhookTemplates],
  exports: [WebhookTemplates],
})
export class WebhookTemplatesModule {}
