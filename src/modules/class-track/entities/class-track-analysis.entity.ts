import { Column, Entity, type ValueTransformer } from 'typeorm';
import type { RubricCriterionInput } from 'src/ai/ports/answer-grading.port';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { NamedRef } from 'src/modules/generation-steps/entities/generation-record.entity';

/** mysql2 reads a DATE as a Date at UTC midnight (the connection's time zone is Z). */
const dayString: ValueTransformer = {
  to: (value: string) => value,
  from: (value: Date | string | null) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : value,
};

/**
 * A lesson to analyse as the client sent it (docs/api-contract.md §5). The analysis itself is
 * the result of its job row (`jobs.subject_id` = this id).
 */
@Entity('class_track_analyses')
export class ClassTrackAnalysis extends UuidEntity {
  /** The tenant: only this client's API user reads it. */
  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  /** The client's own id of the teacher. */
  @Column({ name: 'teacher_id', type: 'varchar', length: 100 })
  teacherId!: string;

  @Column({ type: 'json' })
  board!: NamedRef;

  @Column({ type: 'json' })
  grade!: NamedRef;

  @Column({ type: 'json' })
  subject!: NamedRef;

  @Column({ name: 'rubric_id', type: 'char', length: 36 })
  rubricId!: string;

  /** The rubric's criteria when the analysis was asked for: later edits do not change it. */
  @Column({ type: 'json' })
  rubric!: RubricCriterionInput[];

  /** `YYYY-MM-DD`, the day of the lesson. */
  @Column({ name: 'analysis_date', type: 'date', transformer: dayString })
  analysisDate!: string;

  @Column({ name: 'audio_url', type: 'varchar', length: 2048, nullable: true })
  audioUrl!: string | null;

  @Column({ type: 'mediumtext', nullable: true })
  transcript!: string | null;
}
