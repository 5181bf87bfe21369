import { IsIn, Matches } from 'class-validator';
import { OptionalText, RequiredText } from 'src/common/validation/decorators';
import {
  QuestionItemBaseDto,
  QuestionItems,
} from 'src/modules/evaluations/dto/question-item-base.dto';
import { EvaluationRequestBaseDto } from 'src/modules/evaluations/dto/evaluation-request-base.dto';
import { IELTS_QUESTION_TYPE } from 'src/modules/evaluations/writing-tasks';

export class IeltsQuestionItemDto extends QuestionItemBaseDto {
  /**
   * `IE-<AC|GT>-<section letter>-<two digits>`; `…-01` is Task 1 (≥ 150 words, scored on
   * TASK_ACHIEVEMENT), anything else Task 2 (≥ 250 words, TASK_RESPONSE).
   * @example "IE-AC-W-02"
   */
  @RequiredText(20)
  @Matches(IELTS_QUESTION_TYPE, { message: 'question_type must look like IE-AC-W-02' })
  question_type!: string;

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
  @QuestionItems(IeltsQuestionItemDto)
  evaluation_text!: IeltsQuestionItemDto[];
}
