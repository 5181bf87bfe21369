import { Column, Entity } from 'typeorm';
import type { RubricScore } from 'src/ai/ports/answer-grading.port';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { AttachedFile } from 'src/modules/exams/entities/attached-file';

/** A file, or one page of it, that could not be read. */
export interface UnreadablePart {
  file: string;
  /** Null when the whole file could not be read. */
  page: number | null;
  reason: string;
}

/**
 * One student's answer sheet. Status = its evaluation job's; the scores are rows of
 * `exam_answer_scores`. `reviewedAt` is set by the teacher's first override, `publishedAt` when
 * the teacher publishes (the final result).
 */
@Entity('exam_answer_sheets')
export class AnswerSheet extends UuidEntity {
  @Column({ name: 'exam_id', type: 'char', length: 36 })
  examId!: string;

  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  @Column({ name: 'student_id', type: 'varchar', length: 100 })
  studentId!: string;

  @Column({ name: 'student_name', type: 'varchar', length: 255 })
  studentName!: string;

  @Column({ type: 'json' })
  documents!: AttachedFile[];

  /** The files and pages of the sheet that could not be read, with why; null when all were. */
  @Column({ type: 'json', nullable: true })
  unreadable!: UnreadablePart[] | null;

  /** For the teacher: the questions to check against the sheet (doubtful readings); null if none. */
  @Column({ type: 'json', nullable: true })
  warnings!: string[] | null;

  /** Assignments with a rubric: the grader's score per criterion. */
  @Column({ name: 'rubric_scores', type: 'json', nullable: true })
  rubricScores!: RubricScore[] | null;

  @Column({ name: 'reviewed_at', type: 'datetime', precision: 3, nullable: true })
  reviewedAt!: Date | null;

  @Column({ name: 'published_at', type: 'datetime', precision: 3, nullable: true })
  publishedAt!: Date | null;
}
