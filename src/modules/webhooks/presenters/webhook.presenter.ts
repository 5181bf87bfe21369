import type { WebhookDto } from 'src/modules/webhooks/dto/webhook.dto';
import type { WebhookTemplateDto } from 'src/modules/webhooks/dto/webhook-template.dto';
import type { Webhook } from 'src/modules/webhooks/entities/webhook.entity';
import type { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';

export function toTemplateDto(template: WebhookTemplate): WebhookTemplateDto {
  return {
    id: template.id,
    name: template.name,
    display_name: template.displayName,
    description: template.description,
  };
}

export function toWebhookDto(webhook: Webhook): WebhookDto {
  return {
    id: webhook.id,
    api_template: toTemplateDto(webhook.template),
    endpoint_url: webhook.endpointUrl,
    has_secret: webhook.secretEncrypted !== null,
    status: webhook.status,
    created_at: webhook.createdAt.toISOString(),
  };
}
