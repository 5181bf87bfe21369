import { HttpsUrl, OptionalSecret } from 'src/modules/webhooks/dto/webhook-fields';

/** Replaces the registration: an omitted `secret_hash` removes the stored secret. */
export class UpdateWebhookDto {
  /** @example "https://school.example.com/hooks/evaluations" */
  @HttpsUrl()
  endpoint_url!: string;

  /** @example "s3cr3t-chosen-by-the-client" */
  @OptionalSecret()
  secret_hash?: string | null;
}
