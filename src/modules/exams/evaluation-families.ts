import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { EXAMS } from 'src/modules/exams/exam-family';
import type { EvaluationFamily, EvaluationKind } from 'src/modules/exams/evaluation-family';
import type { JobKind } from 'src/modules/jobs/job-kind';

/** Every family on the shared exam implementation, for the jobs and payloads they share. */
export const EVALUATION_FAMILIES: Record<EvaluationKind, EvaluationFamily> = {
  exam: EXAMS,
  assignment: ASSIGNMENTS,
};

export const EVALUATION_JOB_KINDS: JobKind[] = [EXAMS, ASSIGNMENTS].flatMap(({ steps }) => [
  steps.questionPaper,
  steps.modelAnswer,
  steps.answerSheet,
]);
