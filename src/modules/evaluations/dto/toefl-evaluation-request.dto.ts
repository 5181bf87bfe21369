import { IsIn, Matches } from 'class-validator';
import { RequiredText } from 'src/common/validation/decorators';
import {
  QuestionItemBaseDto,
  QuestionItems,
} from 'src/modules/evaluations/dto/question-item-base.dto';
import { EvaluationRequestBaseDto } from 'src/modules/evaluations/dto/evaluation-request-base.dto';
import { TOEFL_QUESTION_TYPE } from 'src/modules/evaluations/writing-tasks';

export class ToeflQuestionItemDto extends QuestionItemBaseDto {
  /**
   * `TF-<ES|IB>-<section letter>-<two digits>`; `…-01` is the email task, `…-02` the academic
   * discussion (≥ 100 words each); other codes use a general essay rubric.
   * @example "TF-IB-W-02"
   */
  @RequiredText(20)
  @Matches(TOEFL_QUESTION_TYPE, { message: 'question_type must look like TF-IB-W-02' })
  question_type!: string;
}

export class ToeflEvaluationRequestDto extends EvaluationRequestBaseDto {
  /** `ES` (TOEFL Essentials) or `IB` (TOEFL iBT). @example "IB" */
  @IsIn(['ES', 'IB'])
  exam_type!: 'ES' | 'IB';

  /** 1–20 questions with their answers. */
  @QuestionItems(ToeflQuestionItemDto)
  evaluation_text!: ToeflQuestionItemDto[];
}
