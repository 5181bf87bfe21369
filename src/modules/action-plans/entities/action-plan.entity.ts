import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type {
  PlanExam,
  PlanStudent,
  StudentActionPlan,
  TeacherActionPlan,
} from 'src/ai/ports/action-planning.port';

export type ActionPlanKind = 'student' | 'teacher';

/** A question the plan could not use, and why (`failed_questions[]` of the read). */
export interface FailedQuestion {
  question_id: string;
  question_number: string;
  reason: string;
}

/**
 * One action plan request; asking again makes a new row and reads show the newest. `target_id` is
 * the answer sheet (student) or exam (teacher) id that reads and webhooks use.
 */
@Entity('action_plans')
export class ActionPlan {
  @PrimaryColumn({ type: 'char', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: ActionPlanKind;

  @Column({ name: 'target_id', type: 'char', length: 36 })
  targetId!: string;

  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  /** The exam as it was when the plan was built. */
  @Column({ type: 'json', nullable: true })
  exam!: PlanExam | null;

  /** Student plans: whose answer sheet. */
  @Column({ type: 'json', nullable: true })
  student!: PlanStudent | null;

  @Column({ name: 'action_plan', type: 'json', nullable: true })
  actionPlan!: StudentActionPlan | TeacherActionPlan | null;

  @Column({ name: 'failed_questions', type: 'json', nullable: true })
  failedQuestions!: FailedQuestion[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
