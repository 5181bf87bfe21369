import { type EvaluationFamily, evaluationStep } from 'src/modules/exams/evaluation-family';
import { ANSWER_SHEET, MODEL_ANSWER_SHEET } from 'src/modules/exams/jobs/exam-event.payload';

/** Assignments: `/assignment-evaluation/v1/assignment/`, on the shared exam implementation. */
export const ASSIGNMENTS: EvaluationFamily = {
  kind: 'assignment',
  label: 'Assignment',
  prefix: '/assignment-evaluation',
  idParam: 'assignment_id',
  steps: {
    questionPaper: evaluationStep(
      'assignment_evaluation_question_paper_extraction',
      'assignment',
      null,
    ),
    modelAnswer: evaluationStep(
      'assignment_evaluation_model_answer_extraction',
      'assignment',
      MODEL_ANSWER_SHEET,
    ),
    answerSheet: evaluationStep(
      'assignment_evaluation_student_answer_sheet_evaluation',
      'assignment',
      ANSWER_SHEET,
    ),
  },
};
