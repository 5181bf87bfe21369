import type {
  HolisticCriterionDto,
  ObjectiveEvaluationDto,
} from 'src/modules/evaluations/dto/writing-findings.dto';

export class ToeflResultItemDto {
  question_text!: string;
  /** The text that was evaluated: as submitted, or read from the answer's image. */
  answer_text!: string;
  /** @example "TF-IB-W-02" */
  question_type!: string;
  question_multimedia_url!: string;
  answer_multimedia_url!: string;
  question_id!: string;
  question_number!: string;
  /** @example "writing" */
  question_section!: string;
  answer_objective_evaluation!: ObjectiveEvaluationDto;
  /** 0–5 in half points (TOEFL writing task scale). @example 3.5 */
  score!: number;
  /** Why the score is what it is, quoting the answer. */
  reason!: string;
  /** What to work on next, quoting the answer. */
  scope_of_improvement!: string;
  /** h1 TASK_FULFILLMENT, h2 ORGANIZATION_AND_COHERENCE, h3 LANGUAGE_USE. */
  answer_holistic_evaluation!: HolisticCriterionDto[];
}

export class ToeflEvaluationDataDto {
  student_id!: string;
  /** The request's `exam_type`. @example "IB" */
  test_type!: string;
  student_name!: string;
  image_urls!: string[];
  /** Empty until the evaluation is completed. */
  evaluation_text!: ToeflResultItemDto[];
}

export class ToeflEvaluationDto {
  evaluation_id!: string;
  client_id!: string;
  institution_id!: string;
  teacher_id!: string;
  parent_id!: string;
  evaluation_data!: ToeflEvaluationDataDto;
}

export class ToeflReportDto {
  evaluation!: ToeflEvaluationDto;
  /** `pending`, `processing`, `completed` or `failed`. @example "completed" */
  status!: string;
  /** Why the evaluation failed; empty otherwise. @example "" */
  error!: string;
}
