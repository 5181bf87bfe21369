import type {
  GrammarAssessmentDto,
  HolisticCriterionDto,
  SpellingAssessmentDto,
} from 'src/modules/evaluations/dto/writing-findings.dto';

export class ImageReadingDto {
  image_url!: string;
  /** The text OCR read from the image. */
  text!: string;
  /** 0–100. @example 91 */
  confidence!: number;
}

export class GenericWritingReportDto {
  /** One entry per image, in the submitted order. */
  images!: ImageReadingDto[];
  /** The text of all images, evaluated as one answer. */
  text!: string;
  /** @example 180 */
  word_count!: number;
  /** 0–5 in half points. @example 3 */
  score!: number;
  reason!: string;
  scope_of_improvement!: string;
  spelling_assessments!: SpellingAssessmentDto[];
  grammar_assessments!: GrammarAssessmentDto[];
  holistic_evaluation!: HolisticCriterionDto[];
}

export class GenericEvaluationStatusDto {
  evaluation_id!: string;
  /** `pending`, `processing`, `completed` or `failed`. @example "completed" */
  evaluation_status!: string;
  /** Null until completed. */
  report!: GenericWritingReportDto | null;
  /** Why the evaluation failed, when it did. */
  error?: string;
}

export class GenericEvaluationReadDto {
  /** @example "Completed" */
  status!: string;
  /** @example "Evaluation report retrieved" */
  message!: string;
  data!: GenericEvaluationStatusDto;
}
