import { Column, Entity } from 'typeorm';
import type { MarkingPoint } from 'src/ai/ports/answer-grading.port';
import { UuidEntity } from 'src/common/database/uuid-entity';

/** The model answer to one question and its marking scheme (key points with marks). */
@Entity('exam_model_answer_items')
export class ModelAnswerItem extends UuidEntity {
  @Column({ name: 'model_answer_id', type: 'char', length: 36 })
  modelAnswerId!: string;

  @Column({ name: 'question_id', type: 'char', length: 36 })
  questionId!: string;

  @Column({ name: 'answer_text', type: 'mediumtext' })
  answerText!: string;

  @Column({ name: 'marking_scheme', type: 'json' })
  markingScheme!: MarkingPoint[];
}
