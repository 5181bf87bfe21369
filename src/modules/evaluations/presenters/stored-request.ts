import type { Evaluation, ItemResult } from 'src/modules/evaluations/entities/evaluation.entity';

/** The string fields a stored question item may carry (TOEFL and IELTS items alike). */
export type RequestItem = Partial<
  Record<
    | 'question_id'
    | 'question_number'
    | 'question_section'
    | 'question_type'
    | 'question_text'
    | 'answer_text'
    | 'question_multimedia_url'
    | 'answer_multimedia_url'
    | 'custom_rubric_id',
    string
  >
>;

export interface StoredBody {
  client_id: string;
  student_id: string;
  student_name?: string;
  exam_type?: string;
  institution_id?: string;
  teacher_id?: string;
  parent_id?: string;
  image_urls?: string[];
  class?: string;
  class_info?: string;
  subject?: string;
  evaluation_text: RequestItem[];
}

/** The validated request as stored at submit time. */
export function requestBody(evaluation: Evaluation): StoredBody {
  const body = evaluation.request.body as unknown as StoredBody;
  return { ...body, evaluation_text: body.evaluation_text ?? [] };
}

export function resultItems(evaluation: Evaluation): ItemResult[] {
  const result = evaluation.result;
  return result && 'items' in result ? result.items : [];
}

/** The envelope TOEFL and IELTS reports share; `render` turns one question's result into an item. */
export function reportEnvelope<Item>(
  evaluation: Evaluation,
  results: ItemResult[],
  render: (question: RequestItem, result: ItemResult) => Item,
) {
  const body = requestBody(evaluation);
  return {
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
      evaluation_text: results.map((result, index) => render(body.evaluation_text[index], result)),
    },
  };
}
