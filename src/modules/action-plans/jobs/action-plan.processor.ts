import { Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ACTION_PLANNER,
  type ActionPlanner,
  type PracticeRequest,
} from 'src/ai/ports/action-planning.port';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completed, type JobOutcome, partial } from 'src/modules/jobs/job-outcome';
import { loadSubject } from 'src/modules/jobs/job-subject';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { JobFailure } from 'src/modules/jobs/job-failure';
import { ACTION_PLAN_KINDS } from 'src/modules/action-plans/action-plan-kinds';
import {
  ActionPlan,
  type FailedQuestion,
} from 'src/modules/action-plans/entities/action-plan.entity';
import { ExamResults } from 'src/modules/action-plans/services/exam-results.service';
import { PracticeWriterService } from 'src/modules/action-plans/services/practice-writer.service';

/**
 * Builds a plan from the scores as they are when the step runs: a student plan from one answer
 * sheet (questions that could not be evaluated are listed in `failed_questions` and the plan is
 * Partial), a teacher plan from every evaluated answer sheet of the exam.
 */
@ProcessJobs(...ACTION_PLAN_KINDS)
export class ActionPlanProcessor implements JobProcessor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly results: ExamResults,
    private readonly practice: PracticeWriterService,
    @Inject(ACTION_PLANNER) private readonly planner: ActionPlanner,
  ) {}

  async process(job: Job): Promise<JobOutcome> {
    const plan = await loadSubject(this.dataSource.manager, ActionPlan, job, 'Action plan');
    const practice = (request: PracticeRequest) => this.practice.write(request);
    if (plan.kind === 'student') {
      const results = await this.results.sheet(plan.targetId, job.apiUserId);
      if (!results) throw new JobFailure('The answer sheet is no longer evaluated');
      const failed: FailedQuestion[] = results.sheet.questions
        .filter((question) => question.failure !== null || question.score === null)
        .map((question) => ({
          question_id: question.questionId,
          question_number: question.questionNumber,
          reason: question.failure ?? 'The question was not evaluated',
        }));
      const built = await this.planner.planForStudent(results.exam, results.sheet, practice);
      const write = async (manager: EntityManager) => {
        await manager.update(ActionPlan, plan.id, {
          exam: results.exam,
          student: results.sheet.student,
          actionPlan: built,
          failedQuestions: failed,
        });
      };
      return failed.length > 0 ? partial({ write }) : completed({ write });
    }
    const results = await this.results.exam(plan.targetId, job.apiUserId);
    if (!results || results.sheets.length === 0) {
      throw new JobFailure('The exam has no evaluated answer sheet');
    }
    const built = await this.planner.planForTeacher(results.exam, results.sheets, practice);
    return completed({
      write: async (manager) => {
        await manager.update(ActionPlan, plan.id, { exam: results.exam, actionPlan: built });
      },
    });
  }
}
