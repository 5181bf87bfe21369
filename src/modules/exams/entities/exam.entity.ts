import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { AttachedFile } from 'src/modules/exams/entities/attached-file';
import { marksColumn } from 'src/modules/exams/entities/decimal';
import type { EvaluationKind } from 'src/modules/exams/evaluation-family';

/**
 * An exam or an assignment (`kind`), with the question paper the teacher attached. Its status is
 * the question paper extraction job's (subject = this id); 0 Open until `isFinal`.
 */
@Entity('exams')
export class Exam extends UuidEntity {
  @Column({ type: 'varchar', length: 16 })
  kind!: EvaluationKind;

  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  /** The tenant: only this API user reads it and its sheets. */
  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ name: 'class_name', type: 'varchar', length: 100 })
  className!: string;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  @Column({ name: 'exam_type', type: 'varchar', length: 100, nullable: true })
  examType!: string | null;

  /** `YYYY-MM-DD`. */
  @Column({ name: 'exam_date', type: 'date', nullable: true })
  examDate!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  section!: string | null;

  /** What the teacher says the paper is out of; checked against the extracted marks. */
  @Column({ name: 'total_marks', ...marksColumn, nullable: true })
  totalMarks!: number | null;

  /** The question paper's documents (the document reader's ids), in the order attached. */
  @Column({ type: 'json' })
  documents!: AttachedFile[];

  /** What extraction noticed but did not fail for (marks that do not add up, unnumbered text). */
  @Column({ type: 'json', nullable: true })
  warnings!: string[] | null;
}
