import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';

/** One POST (or a refusal to send one): what clients see in `…/deliveries/`. */
@Entity('webhook_delivery_attempts')
export class WebhookDeliveryAttempt extends UuidEntity {
  @Column({ name: 'outbox_id', type: 'char', length: 36 })
  outboxId!: string;

  @Column({ name: 'webhook_id', type: 'char', length: 36 })
  webhookId!: string;

  @Column({ type: 'int' })
  attempt!: number;

  /** Null when no answer came (timeout, refused address, TLS or network error). */
  @Column({ name: 'status_code', type: 'int', nullable: true })
  statusCode!: number | null;

  @Column({ name: 'duration_ms', type: 'int' })
  durationMs!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  /** At most 1 KB of the answer body. */
  @Column({ name: 'response_excerpt', type: 'text', nullable: true })
  responseExcerpt!: string | null;
}
