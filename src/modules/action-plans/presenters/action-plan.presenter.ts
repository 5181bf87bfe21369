import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { ActionPlan } from 'src/modules/action-plans/entities/action-plan.entity';

/** The words of action-plan statuses (docs/api-contract.md §5). */
export type ActionPlanStatus = 'In Progress' | 'Completed' | 'Partial' | 'Failed';

export function actionPlanStatus(job: Job): ActionPlanStatus {
  switch (job.status) {
    case JobStatus.COMPLETED:
      return 'Completed';
    case JobStatus.PARTIAL:
      return 'Partial';
    case JobStatus.FAILED:
      return 'Failed';
    default:
      return 'In Progress';
  }
}

/**
 * `{data: {...}}` of a plan read: `id` is the answer sheet (student) or exam (teacher) id, as in
 * the webhook; `plan_id` the request's own id. `action_plan` is null until the plan is built.
 */
export function presentActionPlan(plan: ActionPlan, job: Job) {
  const finished = job.status === JobStatus.COMPLETED || job.status === JobStatus.PARTIAL;
  const exam = plan.exam && {
    id: plan.exam.examId,
    name: plan.exam.name,
    subject: plan.exam.subject,
    class: plan.exam.className,
  };
  const student = plan.student && { student_id: plan.student.studentId, name: plan.student.name };
  return {
    data: {
      id: plan.targetId,
      plan_id: plan.id,
      status: actionPlanStatus(job),
      error_message: job.status === JobStatus.FAILED ? job.errorMessage : null,
      created_at: plan.createdAt.toISOString(),
      updated_at: job.updatedAt.toISOString(),
      exam,
      ...(plan.kind === 'student' ? { student } : {}),
      action_plan: finished ? plan.actionPlan : null,
      ...(plan.kind === 'student' ? { failed_questions: plan.failedQuestions ?? [] } : {}),
    },
  };
}
