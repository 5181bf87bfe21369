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
  requestBody,
  resultItems,
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

/** SPEC.md "TOEFL evaluation report": always an array of one element, whatever the status. */
export function presentToeflReport(evaluation: Evaluation): ToeflReportDto[] {
  const body = requestBody(evaluation);
  const status = evaluationStatus(evaluation.job.status);
  const items = status === 'completed' ? resultItems(evaluation) : [];
  return [
    {
      evaluation: {
        evaluation_id: evaluation.id,
        client_id: body.client_id,
        institution_id: body.institution_id ?? '',
        teacher_id: body.teacher_id ?? '',
        parent_id: body.parent_id ?? '',
        evaluation_data: {
          student_id: body.student_id,
          test_type: body.exam_type ?? '',
          student_name: body.student_name ?? '',
          image_urls: body.image_urls ?? [],
          evaluation_text: items.map((result, index) =>
            toeflItem(body.evaluation_text[index], result),
          ),
        },
      },
      status,
      error: status === 'failed' ? (evaluation.job.errorMessage ?? '') : '',
    },
  ];
}
