import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { EventPayload } from 'src/modules/jobs/job-payload';

/**
 * pending → dispatched (claimed by a relay, in Bull) → delivered | failed, or back to pending for
 * a retry or a redelivery.
 */
export enum OutboxState {
  PENDING = 'pending',
  DISPATCHED = 'dispatched',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}

/**
 * One event for one registration, written in the transaction that ended the job. Its id is the
 * Standard Webhooks `webhook-id`, stable across retries and redeliveries.
 */
@Entity('webhook_outbox')
export class WebhookOutbox extends UuidEntity {
  @Column({ name: 'webhook_id', type: 'char', length: 36 })
  webhookId!: string;

  @Column({ type: 'varchar', length: 64 })
  event!: string;

  @Column({ name: 'job_id', type: 'char', length: 36, nullable: true })
  jobId!: string | null;

  @Column({ type: 'json' })
  payload!: EventPayload;

  @Column({ type: 'varchar', length: 16 })
  state!: OutboxState;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Sends allowed before the row is final: 1 + the event's retries, one more per redelivery. */
  @Column({ name: 'max_attempts', type: 'int' })
  maxAttempts!: number;

  @Column({ name: 'available_at', type: 'datetime', precision: 3 })
  availableAt!: Date;

  @Column({ name: 'dispatched_at', type: 'datetime', precision: 3, nullable: true })
  dispatchedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'datetime', precision: 3, nullable: true })
  finishedAt!: Date | null;

  @Column({ name: 'last_status_code', type: 'int', nullable: true })
  lastStatusCode!: number | null;
}
