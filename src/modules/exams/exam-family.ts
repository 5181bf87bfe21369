import { type EvaluationFamily, evaluationStep } from 'src/modules/exams/evaluation-family';
import { ANSWER_SHEET, MODEL_ANSWER_SHEET } from 'src/modules/exams/jobs/exam-event.payload';

/** Exams: `/evaluation-platform/v1/exam/`, on the shared exam implementation. */
export const EXAMS: EvaluationFamily = {
  kind: 'exam',
  label: 'Exam',
  prefix: '/evaluation-platform',
  idParam: 'exam_id',
  steps: {
    questionPaper: evaluationStep('exam_evaluation_question_paper_extraction', 'exam', null),
    modelAnswer: evaluationStep(
      'exam_evaluation_model_answer_extraction',
      'exam',
      MODEL_ANSWER_SHEET,
    ),
    answerSheet: evaluationStep(
      'exam_evaluation_student_answer_sheet_evaluation',
      'exam',
      ANSWER_SHEET,
    ),
  },
};
