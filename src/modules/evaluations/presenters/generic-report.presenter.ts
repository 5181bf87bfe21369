import type {
  GenericEvaluationReadDto,
  GenericWritingReportDto,
} from 'src/modules/evaluations/dto/generic-report.dto';
import type { Evaluation } from 'src/modules/evaluations/entities/evaluation.entity';
import { evaluationStatus } from 'src/modules/evaluations/evaluation-kinds';
import {
  holisticEvaluation,
  objectiveEvaluation,
} from 'src/modules/evaluations/presenters/writing-findings.presenter';

function writingReport(evaluation: Evaluation): GenericWritingReportDto | null {
  const result = evaluation.result;
  if (!result || !('images' in result)) return null;
  const { assessment } = result;
  const findings = objectiveEvaluation(assessment);
  return {
    images: result.images.map((image) => ({
      image_url: image.url,
      text: image.text,
      confidence: image.confidence,
    })),
    text: result.text,
    word_count: assessment.wordCount,
    score: assessment.score,
    reason: assessment.reason,
    scope_of_improvement: assessment.scopeOfImprovement,
    spelling_assessments: findings.spelling_assessments,
    grammar_assessments: findings.grammar_assessments,
    holistic_evaluation: holisticEvaluation(assessment.criteria),
  };
}

const MESSAGE_BY_STATUS = {
  pending: 'Evaluation is waiting to be processed',
  processing: 'Evaluation is being processed',
  completed: 'Evaluation report retrieved',
  failed: 'Evaluation failed',
} as const;

/** `GET /v1/evaluation/{id_}` → `{status, message, data: {…, report}}`. */
export function presentGenericReport(evaluation: Evaluation): GenericEvaluationReadDto {
  const status = evaluationStatus(evaluation.job.status);
  return {
    status: status === 'failed' ? 'Failed' : status === 'completed' ? 'Completed' : 'Processing',
    message: MESSAGE_BY_STATUS[status],
    data: {
      evaluation_id: evaluation.id,
      evaluation_status: status,
      report: status === 'completed' ? writingReport(evaluation) : null,
      ...(status === 'failed' ? { error: evaluation.job.errorMessage ?? '' } : {}),
    },
  };
}
