import { type EvaluationFamily, evaluationStep } from 'src/modules/exams/evaluation-family';

/** Exams: `/evaluation-platform/v1/exam/`, on the shared exam implementation. */
export const EXAMS: EvaluationFamily = {
  kind: 'exam',
  label: 'Exam',
  prefix: '/evaluation-platform',
  resource: 'exam',
  idParam: 'exam_id',
  scoreRead: 'pre-provisional-scores',
  steps: {
    questionPaper: evaluationStep('exam_evaluation_question_paper_extraction'),
    modelAnswer: evaluationStep('exam_evaluation_model_answer_extraction'),
    answerSheet: evaluationStep('exam_evaluation_student_answer_sheet_evaluation'),
  },
};
