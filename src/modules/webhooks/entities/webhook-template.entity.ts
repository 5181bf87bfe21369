import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';

/** One event a client can subscribe to; seeded by migration, ids differ per environment. */
@Entity('webhook_templates')
export class WebhookTemplate extends UuidEntity {
  /** The event name, equal to the job `kind` that ends with it. */
  @Column({ type: 'varchar', length: 64, unique: true })
  name!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 200 })
  displayName!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'int' })
  position!: number;
}
