import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { marksColumn } from 'src/modules/exams/entities/decimal';

/** A part of a question as printed under it ("(a)", "(ii)"). */
export interface SubQuestion {
  question_number: string;
  question_text: string;
  max_marks: number | null;
}

/** One question of an exam's paper, as extracted and then corrected by the teacher. */
@Entity('exam_questions')
export class ExamQuestion extends UuidEntity {
  @Column({ name: 'exam_id', type: 'char', length: 36 })
  examId!: string;

  /** Order on the paper, from 0. */
  @Column({ type: 'int' })
  position!: number;

  /** As printed: "1", "2(a)", "Q3". */
  @Column({ name: 'question_number', type: 'varchar', length: 50 })
  questionNumber!: string;

  @Column({ name: 'question_text', type: 'mediumtext' })
  questionText!: string;

  @Column({ name: 'max_marks', ...marksColumn })
  maxMarks!: number;

  /** The paper showed no marks: `maxMarks` stands in until the scheme or the teacher gives some. */
  @Column({ name: 'marks_assumed', type: 'boolean', default: false })
  marksAssumed!: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  section!: string | null;

  @Column({ name: 'sub_questions', type: 'json' })
  subQuestions!: SubQuestion[];
}
