import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { Client } from 'src/modules/auth/entities/client.entity';

/** Server-side credentials issued by the operator (never used from browsers or apps). */
@Entity('api_users')
export class ApiUser extends UuidEntity {
  @Column({ type: 'varchar', length: 150, unique: true })
  username!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @ManyToOne(() => Client, { nullable: true, eager: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_id' })
  client!: Client | null;

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;
}
