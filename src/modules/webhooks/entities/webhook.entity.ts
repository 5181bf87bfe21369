import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';

/** An API user's registration for one event (one per user and template). */
@Entity('webhooks')
export class Webhook extends UuidEntity {
  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @Column({ name: 'template_id', type: 'char', length: 36 })
  templateId!: string;

  @ManyToOne(() => WebhookTemplate, { eager: true })
  @JoinColumn({ name: 'template_id' })
  template!: WebhookTemplate;

  @Column({ name: 'endpoint_url', type: 'varchar', length: 2048 })
  endpointUrl!: string;

  /** The client's `secret_hash`, AES-256-GCM sealed (WebhookSecretCipher); null when none. */
  @Column({ name: 'secret_encrypted', type: 'varchar', length: 1024, nullable: true })
  secretEncrypted!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: 'enabled';
}
