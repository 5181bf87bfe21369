import type { WritingAssessment } from 'src/ai/ports/writing-assessment.port';
import type {
  IeltsObjectiveErrorDto,
  IeltsReportDto,
  IeltsResultItemDto,
} from 'src/modules/evaluations/dto/ielts-report.dto';
import type { Evaluation, ItemResult } from 'src/modules/evaluations/entities/evaluation.entity';
import {
  type RequestItem,
  resultItems,
  reportEnvelope,
} from 'src/modules/evaluations/presenters/stored-request';

/**
 * `GRAMMAR_<TYPE>`, never `GRAMMAR_GRAMMAR`: a provider's type that already says grammar
 * ("GRAMMAR", "GRAMMAR_TENSE") is not prefixed twice.
 */
function grammarErrorName(mistakeType: string): string {
  const type = mistakeType.replace(/^GRAMMAR_?/, '');
  return type === '' ? 'GRAMMAR' : `GRAMMAR_${type}`;
}

/** Objective errors numbered `o1`, `o2`, … with upper-snake names. */
function objectiveErrors(assessment: WritingAssessment): IeltsObjectiveErrorDto[] {
  const errors = [
    ...assessment.taskIssues.map((issue) => ({ name: issue.code, feedback: issue.message })),
    ...assessment.spelling.map((finding) => ({
      name: 'SPELLING',
      feedback: finding.recommendation,
    })),
    ...assessment.grammar.map((finding) => ({
      name: grammarErrorName(finding.mistakeType),
      feedback: finding.recommendation,
    })),
  ];
  return errors.map((error, index) => ({
    objective_error_id: `o${index + 1}`,
    objective_error_name: error.name,
    objective_error_name_feedback: error.feedback,
  }));
}

function ieltsItem(item: RequestItem, result: ItemResult): IeltsResultItemDto {
  const { assessment } = result;
  return {
    question_number: item.question_number ?? '',
    question_id: item.question_id ?? '',
    section: item.question_section ?? '',
    question_type: item.question_type ?? '',
    image_url: result.imageUrls[0] ?? '',
    question_text: item.question_text ?? '',
    question_media: item.question_multimedia_url ?? '',
    answer_text: result.answerText,
    answer_media: item.answer_multimedia_url ?? '',
    score: assessment.score,
    reason: assessment.reason,
    scope_of_improvement: assessment.scopeOfImprovement,
    answer_objective_evaluation: objectiveErrors(assessment),
    answer_holistic_evaluation: assessment.criteria.map((criterion) => ({
      holistic_criteria_id: criterion.id,
      holistic_criteria_name: criterion.name,
      holistic_criteria_score: criterion.score,
      holistic_criteria_name_feedback: criterion.explanation,
    })),
    answer_custom_evaluation: assessment.customCriteria.map((criterion) => ({
      custom_criteria_id: criterion.id,
      custom_criteria_name: criterion.name,
      custom_criteria_score: criterion.score,
      custom_criteria_name_feedback: criterion.explanation,
    })),
  };
}

/** The IELTS report: one object, for a completed evaluation. */
export function presentIeltsReport(evaluation: Evaluation): IeltsReportDto {
  return reportEnvelope(evaluation, resultItems(evaluation), ieltsItem);
}
