import type { WebhookTemplateDto } from 'src/modules/webhooks/dto/webhook-template.dto';

/** A registration as clients see it; the secret itself is never echoed. */
export class WebhookDto {
  /** @example "8a6d3c1e-5f2b-4e9a-b7c0-1d2e3f4a5b6c" */
  id!: string;

  api_template!: WebhookTemplateDto;

  /** @example "https://school.example.com/hooks/evaluations" */
  endpoint_url!: string;

  /** Whether events carry a `secret_hash` and a `webhook-signature`. @example true */
  has_secret!: boolean;

  /** @example "enabled" */
  status!: 'enabled';

  /** @example "2025-03-14T09:30:00.000Z" */
  created_at!: string;
}
