export class WebhookTemplateDto {
  /** Differs between environments: read it, never hard-code it. @example "3f0c2a5e-1b7d-4c55-9a0e-8d2b6f4e1c90" */
  id!: string;

  /** The event name. @example "toefl_evaluation" */
  name!: string;

  /** @example "TOEFL writing evaluation" */
  display_name!: string;

  /** @example "A TOEFL writing evaluation completed or failed" */
  description!: string | null;
}
