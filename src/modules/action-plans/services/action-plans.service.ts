import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';
import { ACTION_PLAN_KIND } from 'src/modules/action-plans/action-plan-kinds';
import {
  ActionPlan,
  type ActionPlanKind,
} from 'src/modules/action-plans/entities/action-plan.entity';
import {
  ActionPlanErrorCode,
  ActionPlanException,
} from 'src/modules/action-plans/exceptions/action-plans.exception';
import { ExamResults } from 'src/modules/action-plans/services/exam-results.service';

/** A plan row with the job that builds it, as a read shows them. */
export interface PlanRead {
  plan: ActionPlan;
  job: Job;
}

/**
 * Starts (once the answer sheet or exam is evaluated) and reads action plans (docs/api-contract.md
 * §5).
 */
@Injectable()
export class ActionPlansService {
  constructor(
    private readonly submitter: JobSubmitter,
    private readonly results: ExamResults,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async start(
    kind: ActionPlanKind,
    targetId: string,
    owner: AuthenticatedUser,
    idempotencyKey?: string,
  ): Promise<void> {
    await this.submitter.submit({
      kind: ACTION_PLAN_KIND[kind],
      owner,
      idempotency: idempotencyKey
        ? { key: idempotencyKey, request: { kind, targetId } }
        : undefined,
      precondition: (manager) =>
        kind === 'student'
          ? this.results.requireEvaluatedSheet(manager, targetId, owner)
          : this.results.requireEvaluatedExam(manager, targetId, owner),
      writeSubject: async (manager, job) => {
        await manager.insert(ActionPlan, {
          id: job.subjectId,
          kind,
          targetId,
          clientId: owner.clientId,
          apiUserId: owner.userId,
          exam: null,
          student: null,
          actionPlan: null,
          failedQuestions: null,
        });
      },
    });
  }

  /**
   * The newest plan of the answer sheet or exam: 404 `Action plan not found` when none was asked
   * for by this API user, 404 `step not found` until a worker has taken it. The plan and its job
   * are read in one snapshot: the worker writes the plan and completes the job in one
   * transaction, so a read never shows a finished job beside a plan not yet written.
   */
  read(kind: ActionPlanKind, targetId: string, owner: AuthenticatedUser): Promise<PlanRead> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const plan = await manager.findOne(ActionPlan, {
        where: { kind, targetId, apiUserId: owner.userId },
        order: { createdAt: 'DESC', id: 'ASC' },
      });
      if (!plan) {
        throw new ActionPlanException(ActionPlanErrorCode.NOT_FOUND, 'Action plan not found');
      }
      const job = await manager.findOne(Job, {
        where: { kind: ACTION_PLAN_KIND[kind].name, subjectId: plan.id },
      });
      if (!job || (job.status === JobStatus.QUEUED && job.attempts === 0)) {
        throw new ActionPlanException(ActionPlanErrorCode.STEP_NOT_FOUND, 'step not found');
      }
      return { plan, job };
    });
  }
}
