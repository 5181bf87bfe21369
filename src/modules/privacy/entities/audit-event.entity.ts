import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One line of the audit trail: who did what, when, to how many rows. Only ever inserted (see
 * AuditTrail); it names resources by id and students by a digest, never their content.
 */
@Entity('audit_events')
export class AuditEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'occurred_at', type: 'datetime', precision: 3 })
  occurredAt!: Date;

  /** `api_user:<username>`, `operator:<name>` or `system:<task>`. */
  @Column({ type: 'varchar', length: 200 })
  actor!: string;

  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ name: 'client_id', type: 'char', length: 36, nullable: true })
  clientId!: string | null;

  /** `student:<digest>`, `exam:<id>`, `family:<name>` … */
  @Column({ type: 'varchar', length: 200, nullable: true })
  target!: string | null;

  @Column({ name: 'row_count', type: 'int' })
  rowCount!: number;

  /** Counts per family, retention days: numbers and names, never erased content. */
  @Column({ type: 'json', nullable: true })
  details!: Record<string, unknown> | null;
}
