import { Column, Entity, OneToMany } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { Grade } from 'src/modules/metadata/entities/grade.entity';

@Entity('boards')
export class Board extends UuidEntity {
  @Column({ type: 'varchar', length: 200, unique: true })
  name!: string;

  @Column({ type: 'int' })
  position!: number;

  @OneToMany(() => Grade, (grade) => grade.board)
  grades!: Grade[];
}
