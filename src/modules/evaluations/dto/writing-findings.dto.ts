export class SpellingAssessmentDto {
  /** @example "recieve" */
  assessment_text!: string;
  /** @example "\"recieve\" is misspelled; write \"receive\"." */
  recommendation!: string;
}

export class GrammarAssessmentDto {
  /** @example "There is many reasons" */
  assessment_text!: string;
  /** @example "SUBJECT_VERB_AGREEMENT" */
  mistake_type!: string;
  /** @example "Write \"There are many reasons\": the verb agrees with \"reasons\"." */
  recommendation!: string;
}

export class ObjectiveEvaluationDto {
  spelling_assessments!: SpellingAssessmentDto[];
  grammar_assessments!: GrammarAssessmentDto[];
}

export class AspectScoreDto {
  /** 0–5. @example 3.5 */
  score!: number;
  /** @example "The response covers both parts of the prompt; the second is developed in only two sentences." */
  explanation!: string;
}

/** The criterion's four feedback keys (docs/api-contract.md §4), each `{score, explanation}`. */
export class HolisticCriterionDto {
  /** @example "h1" */
  holistic_criteria_id!: string;
  /** `TASK_FULFILLMENT`, `ORGANIZATION_AND_COHERENCE` or `LANGUAGE_USE`. @example "TASK_FULFILLMENT" */
  holistic_criteria_name!: string;
  /** 0–5 in half points. @example 3.5 */
  holistic_criteria_score!: number;
  /**
   * One object keyed by the criterion's feedback keys, e.g. for h1 `response_completeness`,
   * `clarity_and_relevance_of_ideas`, `development_of_ideas`, `word_count_and_adherence_to_requirements`.
   * @example [{"response_completeness": {"score": 4, "explanation": "Both parts of the prompt are answered."}}]
   */
  feedback!: Record<string, AspectScoreDto>[];
}
