import {
  ANSWER_SHEET,
  examEventPayload,
  MODEL_ANSWER_SHEET,
  type SheetOfStep,
} from 'src/modules/exams/jobs/exam-event.payload';
import { defineJobKind, type JobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';

/** Exams and assignments share one implementation; this tells them apart. */
export type EvaluationKind = 'exam' | 'assignment';

/** The three steps of a family; each kind is also its webhook event. */
export interface EvaluationSteps {
  questionPaper: JobKind;
  modelAnswer: JobKind;
  answerSheet: JobKind;
}

/** What differs between exams and assignments: names, routes, events, payload keys. */
export interface EvaluationFamily {
  kind: EvaluationKind;
  /** For messages and docs: `Exam`, `Assignment`. */
  label: string;
  /** The route prefix (error family and docs). */
  prefix: string;
  /** The path segment of the subject: `exam`, `assignment`. */
  resource: string;
  /** The path parameter of the subject's id, as the API names it. */
  idParam: 'exam_id' | 'assignment_id';
  steps: EvaluationSteps;
  /** The machine scores' read: `pre-provisional-scores` (exams), `score` (assignments). */
  scoreRead: string;
}

const step = (name: string, family: EvaluationKind, sheet: SheetOfStep | null) =>
  defineJobKind({
    name,
    queue: QUEUES.evaluations.name,
    deadlineSeconds: 15 * 60,
    payload: examEventPayload(family, sheet),
  });

export const EXAMS: EvaluationFamily = {
  kind: 'exam',
  label: 'Exam',
  prefix: '/evaluation-platform',
  resource: 'exam',
  idParam: 'exam_id',
  scoreRead: 'pre-provisional-scores',
  steps: {
    questionPaper: step('exam_evaluation_question_paper_extraction', 'exam', null),
    modelAnswer: step('exam_evaluation_model_answer_extraction', 'exam', MODEL_ANSWER_SHEET),
    answerSheet: step('exam_evaluation_student_answer_sheet_evaluation', 'exam', ANSWER_SHEET),
  },
};

export const ASSIGNMENTS: EvaluationFamily = {
  kind: 'assignment',
  label: 'Assignment',
  prefix: '/assignment-evaluation',
  resource: 'assignment',
  idParam: 'assignment_id',
  scoreRead: 'score',
  steps: {
    questionPaper: step('assignment_evaluation_question_paper_extraction', 'assignment', null),
    modelAnswer: step(
      'assignment_evaluation_model_answer_extraction',
      'assignment',
      MODEL_ANSWER_SHEET,
    ),
    answerSheet: step(
      'assignment_evaluation_student_answer_sheet_evaluation',
      'assignment',
      ANSWER_SHEET,
    ),
  },
};

export const EVALUATION_FAMILIES: Record<EvaluationKind, EvaluationFamily> = {
  exam: EXAMS,
  assignment: ASSIGNMENTS,
};

export const EVALUATION_JOB_KINDS: JobKind[] = [EXAMS, ASSIGNMENTS].flatMap(({ steps }) => [
  steps.questionPaper,
  steps.modelAnswer,
  steps.answerSheet,
]);
