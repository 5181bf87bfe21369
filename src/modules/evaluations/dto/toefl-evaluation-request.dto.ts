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
import { TOEFL_QUESTION_TYPE } from 'src/modules/evaluations/writing-tasks';

export class ToeflQuestionItemDto {
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
   * `TF-<ES|IB>-<section letter>-<two digits>`; `…-01` is the email task, `…-02` the academic
   * discussion (≥ 100 words each); other codes use a general essay rubric.
   * @example "TF-IB-W-02"
   */
  @RequiredText(20)
  @Matches(TOEFL_QUESTION_TYPE, { message: 'question_type must look like TF-IB-W-02' })
  question_type!: string;

  /** May contain line breaks. @example "Your professor asks: should universities require community service? Post a response." */
  @OptionalText()
  question_text?: string;

  /**
   * The student's answer. Required unless the item has an `answer_multimedia_url` image or the
   * request has `image_urls` to read it from.
   * @example "I believe universities should require community service because it teaches students responsibility..."
   */
  @OptionalText()
  answer_text?: string;

  /** An empty string is accepted. @example "" */
  @OptionalUrl()
  question_multimedia_url?: string;

  /** An image of this answer, read by OCR when `answer_text` is empty. @example "" */
  @OptionalUrl()
  answer_multimedia_url?: string;
}

export class ToeflEvaluationRequestDto extends EvaluationRequestBaseDto {
  /** `ES` (TOEFL Essentials) or `IB` (TOEFL iBT). @example "IB" */
  @IsIn(['ES', 'IB'])
  exam_type!: 'ES' | 'IB';

  /** 1–20 questions with their answers. */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ToeflQuestionItemDto)
  evaluation_text!: ToeflQuestionItemDto[];
}
