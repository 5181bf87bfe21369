export class IeltsObjectiveErrorDto {
  /** @example "o1" */
  objective_error_id!: string;
  /** e.g. `SPELLING`, `GRAMMAR_SUBJECT_VERB_AGREEMENT`, `WORD_COUNT_BELOW_MINIMUM`. @example "SPELLING" */
  objective_error_name!: string;
  /** Quotes the text and gives the fix. @example "\"goverment\" is misspelled; write \"government\"." */
  objective_error_name_feedback!: string;
}

export class IeltsHolisticCriterionDto {
  /** @example "h2" */
  holistic_criteria_id!: string;
  /** @example "COHERENCE_AND_COHESION" */
  holistic_criteria_name!: string;
  /** Whole band 0–9. @example 6 */
  holistic_criteria_score!: number;
  holistic_criteria_name_feedback!: string;
}

export class IeltsCustomCriterionDto {
  /** The rubric criterion id. */
  custom_criteria_id!: string;
  /** @example "Use of examples" */
  custom_criteria_name!: string;
  /** Within the criterion's minScore–maxScore. @example 3 */
  custom_criteria_score!: number;
  custom_criteria_name_feedback!: string;
}

export class IeltsResultItemDto {
  question_number!: string;
  question_id!: string;
  /** The request's `question_section`. @example "writing" */
  section!: string;
  /** @example "IE-AC-W-02" */
  question_type!: string;
  /** The image the answer was read from, if any. @example "" */
  image_url!: string;
  question_text!: string;
  question_media!: string;
  /** The text that was evaluated. */
  answer_text!: string;
  answer_media!: string;
  /** Overall band 0–9 in half bands: the mean of the four criteria, rounded the IELTS way. @example 6.5 */
  score!: number;
  reason!: string;
  scope_of_improvement!: string;
  answer_objective_evaluation!: IeltsObjectiveErrorDto[];
  /** h1 TASK_ACHIEVEMENT (Task 1) or TASK_RESPONSE (Task 2), h2–h4. */
  answer_holistic_evaluation!: IeltsHolisticCriterionDto[];
  answer_custom_evaluation!: IeltsCustomCriterionDto[];
}

export class IeltsEvaluationDataDto {
  student_id!: string;
  /** @example "AC" */
  test_type!: string;
  student_name!: string;
  image_urls!: string[];
  evaluation_text!: IeltsResultItemDto[];
}

export class IeltsReportDto {
  evaluation_id!: string;
  client_id!: string;
  institution_id?: string;
  teacher_id?: string;
  parent_id?: string;
  evaluation_data!: IeltsEvaluationDataDto;
}

/** 202 body while the evaluation is pending or processing. */
export class IeltsPendingDto {
  evaluation_id!: string;
  /** @example "processing" */
  status!: string;
}
