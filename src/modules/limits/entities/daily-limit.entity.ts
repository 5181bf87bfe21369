import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { LimitFamily } from 'src/modules/limits/limit-family';

/** An operator's per-user override of a family's configured daily limit. */
@Entity('daily_limits')
export class DailyLimit extends UuidEntity {
  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  @Column({ type: 'varchar', length: 40 })
  family!: LimitFamily;

  @Column({ name: 'daily_limit', type: 'int', unsigned: true })
  dailyLimit!: number;
}
