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
