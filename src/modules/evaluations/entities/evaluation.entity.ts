import { Column, Entity, JoinColumn, OneToOne } from 'typeorm';
import type {
  RubricCriterionSpec,
  WritingAssessment,
  WritingExam,
} from 'src/ai/ports/writing-assessment.port';
import type { TextRecognition } from 'src/ai/ports/text-reading.port';
import { UuidEntity } from 'src/common/database/uuid-entity';
import { Job } from 'src/modules/jobs/entities/job.entity';

/** The validated body as submitted, plus what the submit resolved (custom rubric criteria). */
export interface StoredEvaluationRequest {
  body: Record<string, unknown> & { evaluation_text?: Record<string, string | undefined>[] };
  /** Per question index: the custom rubric's criteria at submit time (IELTS). */
  customCriteria: Record<number, RubricCriterionSpec[]>;
}

export interface ReadImage extends TextRecognition {
  url: string;
}

export interface ItemResult {
  /** The text evaluated: as submitted, or read from images. */
  answerText: string;
  /** The image(s) the answer was read from; empty when typed. */
  imageUrls: string[];
  assessment: WritingAssessment;
}

/** Engine-neutral results; presenters render the API's shapes from them at read time. */
export type StoredEvaluationResult =
  { items: ItemResult[] } | { images: ReadImage[]; text: string; assessment: WritingAssessment };

@Entity('evaluations')
export class Evaluation extends UuidEntity {
  @Column({ type: 'varchar', length: 16 })
  exam!: WritingExam;

  /** The tenant: only this client's users can read it. */
  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  @Column({ name: 'job_id', type: 'char', length: 36 })
  jobId!: string;

  @OneToOne(() => Job, { eager: true })
  @JoinColumn({ name: 'job_id' })
  job!: Job;

  @Column({ type: 'json' })
  request!: StoredEvaluationRequest;

  @Column({ type: 'json', nullable: true })
  result!: StoredEvaluationResult | null;
}
