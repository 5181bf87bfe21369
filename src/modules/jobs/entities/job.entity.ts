import { Column, Entity, Index } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { QueueName } from 'src/modules/jobs/queues';

/** Internal lifecycle; each family presents it in its own words (`pending`, `In Progress`, 1…). */
export enum JobStatus {
  QUEUED = 'queued',
  RUNNING = 'running',
  COMPLETED = 'completed',
  /** Built, but part of it failed (action plans); a usable result. */
  PARTIAL = 'partial',
  FAILED = 'failed',
}

export const ACTIVE_STATUSES = [JobStatus.QUEUED, JobStatus.RUNNING];

/**
 * One unit of background work. The row is the truth of its status; Bull only carries its id.
 * `kind` names what runs (and the webhook event it ends with); `subjectId` the business object.
 */
@Entity('jobs')
@Index('uq_jobs_kind_subject', ['kind', 'subjectId'], { unique: true })
@Index('uq_jobs_idempotency', ['apiUserId', 'idempotencyKey'], { unique: true })
export class Job extends UuidEntity {
  @Column({ type: 'varchar', length: 64 })
  kind!: string;

  @Column({ type: 'varchar', length: 64 })
  queue!: QueueName;

  @Column({ name: 'subject_id', type: 'char', length: 36 })
  subjectId!: string;

  /** The step whose outcome started this one; null for steps a client started. */
  @Column({ name: 'parent_id', type: 'char', length: 36, nullable: true })
  parentId!: string | null;

  /** The API user who started the job: tenant checks and webhook routing. */
  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: JobStatus;

  /** What the step works on, as its family stored it (e.g. text read from documents). */
  @Column({ type: 'json', nullable: true })
  input!: unknown;

  /** What the step produced, for families that keep step results on the row. */
  @Column({ type: 'json', nullable: true })
  result!: unknown;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Attempts that never ended: their worker process died while running them. */
  @Column({ type: 'int', default: 0 })
  crashes!: number;

  /** Set while an attempt runs; an attempt that starts and finds it set follows a crash. */
  @Column({ name: 'attempt_open', type: 'boolean', default: false })
  attemptOpen!: boolean;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  @Column({ name: 'deadline_at', type: 'datetime', precision: 3 })
  deadlineAt!: Date;

  @Column({ name: 'started_at', type: 'datetime', precision: 3, nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'datetime', precision: 3, nullable: true })
  finishedAt!: Date | null;

  /** The submit's `Idempotency-Key` (unique per API user) and the fingerprint of its request. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: 'request_hash', type: 'char', length: 64, nullable: true })
  requestHash!: string | null;

  get isTerminal(): boolean {
    return !ACTIVE_STATUSES.includes(this.status);
  }
}
