import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { AttachedFile } from 'src/modules/exams/entities/attached-file';

/** The teacher's model answer sheet of an exam (one per exam); status = its extraction job's. */
@Entity('exam_model_answers')
export class ModelAnswerSheet extends UuidEntity {
  @Column({ name: 'exam_id', type: 'char', length: 36 })
  examId!: string;

  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  /** Assignments: a rubric of the client's own; answer sheets are then scored on its criteria too. */
  @Column({ name: 'rubric_id', type: 'char', length: 36, nullable: true })
  rubricId!: string | null;

  @Column({ type: 'json' })
  documents!: AttachedFile[];
}
