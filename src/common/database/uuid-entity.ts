import { randomUUID } from 'node:crypto';
import { BeforeInsert, CreateDateColumn, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Every id the service creates is a UUID v4, assigned in code, not by MySQL. */
export abstract class UuidEntity {
  @PrimaryColumn({ type: 'char', length: 36 })
  id!: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;

  @BeforeInsert()
  protected assignId(): void {
    this.id ??= randomUUID();
  }
}
