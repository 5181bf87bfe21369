import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { Board } from 'src/modules/metadata/entities/board.entity';

@Entity('grades')
export class Grade extends UuidEntity {
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'int' })
  position!: number;

  @Column({ name: 'board_id', type: 'char', length: 36 })
  boardId!: string;

  @ManyToOne(() => Board, (board) => board.grades, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'board_id' })
  board!: Board;
}
