import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { RetentionFamily } from 'src/config/privacy.config';

/** A client's retention period for one family, overriding the configured default. */
@Entity('retention_settings')
export class RetentionSetting {
  @PrimaryColumn({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  family!: RetentionFamily;

  /** 0 keeps the family's data until it is erased. */
  @Column({ type: 'int' })
  days!: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
