import type {
  ToeflReportDto,
  ToeflResultItemDto,
} from 'src/modules/evaluations/dto/toefl-report.dto';
import type { Evaluation, ItemResult } from 'src/modules/evaluations/entities/evaluation.entity';
import { evaluationStatus } from 'src/modules/evaluations/evaluation-kinds';
import {
  holisticEvaluation,
  objectiveEvaluation,
} from 'src/modules/evaluations/presenters/writing-findings.presenter';
import {
  type RequestItem,
  resultItems,
  reportEnvelope,
} from 'src/modules/evaluations/presenters/stored-request';

function toeflItem(item: RequestItem, result: ItemResult): ToeflResultItemDto {
  return {
    question_text: item.question_text ?? '',
    answer_text: result.answerText,
    question_type: item.question_type ?? '',
    question_multimedia_url: item.question_multimedia_url ?? '',
    answer_multimedia_url: item.answer_multimedia_url ?? '',
    question_id: item.question_id ?? '',
    question_number: item.question_number ?? '',
    question_section: item.question_section ?? '',
    answer_objective_evaluation: objectiveEvaluation(result.assessment),
    score: result.assessment.score,
    reason: result.assessment.reason,
    scope_of_improvement: result.assessment.scopeOfImprovement,
    answer_holistic_evaluation: holisticEvaluation(result.assessment.criteria),
  };
}

/** The TOEFL report: always an array of one element, whatever the status. */
export function presentToeflReport(evaluation: Evaluation): ToeflReportDto[] {
  const status = evaluationStatus(evaluation.job.status);
  const results = status === 'completed' ? resultItems(evaluation) : [];
  return [
    {
      evaluation: reportEnvelope(evaluation, results, toeflItem),
      status,
      error: status === 'failed' ? (evaluation.job.errorMessage ?? '') : '',
    },
  ];
}
