import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { Grade } from 'src/modules/metadata/entities/grade.entity';

@Entity('subjects')
export class Subject extends UuidEntity {
  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'int' })
  position!: number;

  @Column({ name: 'grade_id', type: 'char', length: 36 })
  gradeId!: string;

  @ManyToOne(() => Grade, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'grade_id' })
  grade!: Grade;
}
