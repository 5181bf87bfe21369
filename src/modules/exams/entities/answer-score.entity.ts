import { Column, Entity } from 'typeorm';
import type { StepMark } from 'src/ai/ports/answer-grading.port';
import type { ReadingFlag } from 'src/ai/ports/paper-reading.port';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { decimalAsNumber, marksColumn } from 'src/modules/exams/entities/decimal';

/**
 * The score of one question of one answer sheet: the machine's (kept as it was) and the teacher's
 * override beside it. Later families read `effectiveScore`: the reviewed score once published,
 * else the machine's.
 */
@Entity('exam_answer_scores')
export class AnswerScore extends UuidEntity {
  @Column({ name: 'answer_sheet_id', type: 'char', length: 36 })
  answerSheetId!: string;

  @Column({ name: 'question_id', type: 'char', length: 36 })
  questionId!: string;

  @Column({ type: 'int' })
  position!: number;

  @Column({ name: 'question_number', type: 'varchar', length: 50 })
  questionNumber!: string;

  /** What the student wrote, as read from the sheet; empty when left blank. */
  @Column({ name: 'student_answer', type: 'mediumtext' })
  studentAnswer!: string;

  @Column({
    name: 'ocr_confidence',
    type: 'decimal',
    precision: 5,
    scale: 2,
    nullable: true,
    transformer: decimalAsNumber,
  })
  ocrConfidence!: number | null;

  /**
   * Set when no answer was found for the question and part of the sheet could not be read: why.
   * The answer may be on that part, so it is not a blank answer and its 0 is not a mark.
   */
  @Column({ type: 'text', nullable: true })
  unreadable!: string | null;

  /**
   * Lines of the answer read at low OCR confidence or as garbled maths, for the teacher to check
   * against the sheet: the score stands on this reading. Null or empty when there are none.
   */
  @Column({ name: 'reading_flags', type: 'json', nullable: true })
  readingFlags!: ReadingFlag[] | null;

  @Column({ name: 'max_marks', ...marksColumn })
  maxMarks!: number;

  @Column({ name: 'machine_score', ...marksColumn })
  machineScore!: number;

  @Column({ name: 'machine_feedback', type: 'mediumtext' })
  machineFeedback!: string;

  @Column({ name: 'step_marks', type: 'json' })
  stepMarks!: StepMark[];

  /** The marking scheme's key points the answer did not earn (missing or contradicted). */
  @Column({ name: 'missing_points', type: 'json' })
  missingPoints!: string[];

  @Column({ name: 'teacher_score', ...marksColumn, nullable: true })
  teacherScore!: number | null;

  @Column({ name: 'teacher_feedback', type: 'text', nullable: true })
  teacherFeedback!: string | null;

  @Column({ name: 'reviewed_at', type: 'datetime', precision: 3, nullable: true })
  reviewedAt!: Date | null;

  /** The teacher's score where there is one, else the machine's. */
  get reviewedScore(): number {
    return this.teacherScore ?? this.machineScore;
  }

  get reviewedFeedback(): string {
    return this.teacherFeedback ?? this.machineFeedback;
  }
}
