import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  Matches,
  ValidateNested,
} from 'class-validator';
import { OptionalText, OptionalUrl, RequiredText } from 'src/common/validation/decorators';
import { EvaluationRequestBaseDto } from 'src/modules/evaluations/dto/evaluation-request-base.dto';
import { IELTS_QUESTION_TYPE } from 'src/modules/evaluations/writing-tasks';

export class IeltsQuestionItemDto {
  /** @example "q-1" */
  @RequiredText(100)
  question_id!: string;

  /** @example "1" */
  @OptionalText(20)
  question_number?: string;

  /** @example "writing" */
  @OptionalText(50)
  question_section?: string;

  /**
   * `IE-<AC|GT>-<section letter>-<two digits>`; `…-01` is Task 1 (≥ 150 words, scored on
   * TASK_ACHIEVEMENT), anything else Task 2 (≥ 250 words, TASK_RESPONSE).
   * @example "IE-AC-W-02"
   */
  @RequiredText(20)
  @Matches(IELTS_QUESTION_TYPE, { message: 'question_type must look like IE-AC-W-02' })
  question_type!: string;

  /** @example "Some people think that governments should invest more in public transport. To what extent do you agree?" */
  @OptionalText()
  question_text?: string;

  /**
   * Required unless `answer_multimedia_url` (an image) or the request's `image_urls` can be read.
   * @example "In many cities, traffic congestion has become a serious problem..."
   */
  @OptionalText()
  answer_text?: string;

  /** @example "" */
  @OptionalUrl()
  question_multimedia_url?: string;

  /** An image of this answer, read by OCR when `answer_text` is empty. @example "" */
  @OptionalUrl()
  answer_multimedia_url?: string;

  /**
   * Id of one of your client's rubrics (`POST /rubrics/v1/rubric/`); its criteria are scored in
   * `answer_custom_evaluation`. Empty: no custom evaluation.
   * @example ""
   */
  @OptionalText(36)
  custom_rubric_id?: string;
}

export class IeltsEvaluationRequestDto extends EvaluationRequestBaseDto {
  /** `AC` (Academic) or `GT` (General Training). @example "AC" */
  @IsIn(['AC', 'GT'])
  exam_type!: 'AC' | 'GT';

  /** 1–20 questions with their answers. */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => IeltsQuestionItemDto)
  evaluation_text!: IeltsQuestionItemDto[];
}
