import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { ErasedRows } from 'src/modules/privacy/erasure/erased-rows';
import type { ResourceType } from 'src/modules/privacy/erasure/resource-types';

export type ErasureScope = 'student' | 'resource';

/**
 * One erasure (a student, or one resource); its status is its job's, and a CLI erasure has none.
 * Keeps the student id asked about, never erased content.
 */
@Entity('privacy_erasures')
export class Erasure extends UuidEntity {
  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  /** The API user who asked; null for the operator. */
  @Column({ name: 'api_user_id', type: 'char', length: 36, nullable: true })
  apiUserId!: string | null;

  @Column({ type: 'varchar', length: 16 })
  scope!: ErasureScope;

  @Column({ name: 'student_id', type: 'varchar', length: 100, nullable: true })
  studentId!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  resource!: ResourceType | null;

  @Column({ name: 'resource_id', type: 'char', length: 36, nullable: true })
  resourceId!: string | null;

  /** Rows removed per family, once done. */
  @Column({ type: 'json', nullable: true })
  erased!: ErasedRows | null;

  @Column({ name: 'completed_at', type: 'datetime', precision: 3, nullable: true })
  completedAt!: Date | null;
}
