import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { HttpsUrl, OptionalSecret } from 'src/modules/webhooks/dto/webhook-fields';

export class CreateWebhookDto {
  /** A template `id` from `GET /webhooks/v1/webhook-api-templates/`. @example "3f0c2a5e-1b7d-4c55-9a0e-8d2b6f4e1c90" */
  @IsString()
  @IsNotEmpty({ message: 'This field may not be blank.' })
  @MaxLength(64)
  api_template!: string;

  /** @example "https://school.example.com/hooks/evaluations" */
  @HttpsUrl()
  endpoint_url!: string;

  /**
   * Sent back as `secret_hash` in every event and used as the signing key of `webhook-signature`.
   * @example "s3cr3t-chosen-by-the-client"
   */
  @OptionalSecret()
  secret_hash?: string | null;
}
