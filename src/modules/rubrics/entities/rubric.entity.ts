import { Column, Entity, OneToMany } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { RubricCriterion } from 'src/modules/rubrics/entities/rubric-criterion.entity';

/** A client's own marking scheme, feeding custom evaluations (docs/api-contract.md §4, §7). */
@Entity('rubrics')
export class Rubric extends UuidEntity {
  /** The owning client's internal id (tenant key). */
  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @OneToMany(() => RubricCriterion, (criterion) => criterion.rubric)
  criteria?: RubricCriterion[];
}
