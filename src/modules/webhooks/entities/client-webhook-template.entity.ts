import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A template enabled for a restricted client; a client without rows here may use every template. */
@Entity('client_webhook_templates')
export class ClientWebhookTemplate {
  @PrimaryColumn({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @PrimaryColumn({ name: 'template_id', type: 'char', length: 36 })
  templateId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
