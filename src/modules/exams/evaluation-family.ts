import { examEventPayload, type SheetOfStep } from 'src/modules/exams/jobs/exam-event.payload';
import { defineJobKind, type JobKind } from 'src/modules/jobs/job-kind';
import { QUEUES } from 'src/modules/jobs/queues';

/** Exams and assignments share this folder's services; the kind tells them apart. */
export type EvaluationKind = 'exam' | 'assignment';

/** The three steps of a family; each kind is also its webhook event (docs/api-contract.md §6). */
export interface EvaluationSteps {
  questionPaper: JobKind;
  modelAnswer: JobKind;
  answerSheet: JobKind;
}

/** What differs between exams and assignments in their shared services: names, error family, events. */
export interface EvaluationFamily {
  kind: EvaluationKind;
  /** For messages and docs: `Exam`, `Assignment`. */
  label: string;
  /** The route prefix (error family and docs). */
  prefix: string;
  /** The path parameter of the subject's id, as the API names it (and its reads echo). */
  idParam: 'exam_id' | 'assignment_id';
  steps: EvaluationSteps;
}

/** One step of a family: a job kind on the evaluations queue whose event names its sheet. */
export const evaluationStep = (name: string, family: EvaluationKind, sheet: SheetOfStep | null) =>
  defineJobKind({
    name,
    queue: QUEUES.evaluations.name,
    deadlineSeconds: 15 * 60,
    payload: examEventPayload(family, sheet),
  });
