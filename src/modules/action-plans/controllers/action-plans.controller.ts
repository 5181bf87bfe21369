import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CurrentUser } from 'src/common/auth/current-user.decorator';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { ApiIdempotencyKey, IdempotencyKey } from 'src/modules/jobs/http/idempotency-key.decorator';
import { DailyLimit } from 'src/modules/limits/daily-limit.decorator';
import { startedStep, StartedStepDto } from 'src/modules/generation-steps/dto/step-started.dto';
import {
  StudentActionPlanRequestDto,
  TeacherActionPlanRequestDto,
} from 'src/modules/action-plans/dto/action-plan-request.dto';
import { presentActionPlan } from 'src/modules/action-plans/presenters/action-plan.presenter';
import { ActionPlansService } from 'src/modules/action-plans/services/action-plans.service';

const PREFIX = '/action-plan';
const READ_ERRORS = { 404: 'step not found' };

/**
 * Action plans from exam results (docs/api-contract.md §5): a start answers 201 and builds in the
 * background; asking again rebuilds from the scores as they are then. Daily limit `action_plan`.
 */
@ApiTags('Action plans')
@ApiAuthenticated()
@ApiErrors(PREFIX, [401])
@Controller('action-plan/v1/k12')
export class ActionPlansController {
  constructor(private readonly plans: ActionPlansService) {}

  /**
   * A student's plan from one evaluated answer sheet: strengths, focus areas for the questions
   * that lost marks (with practice from the worksheet generator), and a weekly plan. Built from
   * the published scores when the teacher published them, else from the machine's.
   */
  @Post('student')
  @HttpCode(HttpStatus.CREATED)
  @DailyLimit('action_plan')
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, {
    400: 'Answer sheet 3d6f0a8e-9c1b-4f7a-8e2d-5b4c3a2f1e0d has not been evaluated yet',
    422: 'Input should be a valid UUID',
    429: 'Daily limit of 100 action plan requests reached; it resets at 00:01 UTC',
  })
  async startStudent(
    @Body() body: StudentActionPlanRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    await this.plans.start('student', body.ans_sheet_id, user, key);
    return startedStep(body.ans_sheet_id, 'Student action plan generation started');
  }

  /** The newest student plan of the answer sheet. */
  @Get('student/:ans_sheet_id')
  @ApiErrors(PREFIX, READ_ERRORS)
  async readStudent(@Param('ans_sheet_id') id: string, @CurrentUser() user: AuthenticatedUser) {
    const { plan, job } = await this.plans.read('student', id, user);
    return presentActionPlan(plan, job);
  }

  /**
   * A teacher's plan across the exam's evaluated answer sheets: mean marks per question and
   * concept, weak concepts, shared wrong answers (misconceptions), a re-teaching plan and the
   * students needing support.
   */
  @Post('teacher')
  @HttpCode(HttpStatus.CREATED)
  @DailyLimit('action_plan')
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: StartedStepDto })
  @ApiErrors(PREFIX, {
    400: 'Exam 8a1c2e4f-6b3d-4c5e-9f7a-1b2c3d4e5f60 has no evaluated answer sheet yet',
    422: 'Input should be a valid UUID',
    429: 'Daily limit of 100 action plan requests reached; it resets at 00:01 UTC',
  })
  async startTeacher(
    @Body() body: TeacherActionPlanRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKey() key?: string,
  ): Promise<StartedStepDto> {
    await this.plans.start('teacher', body.exam_id, user, key);
    return startedStep(body.exam_id, 'Teacher action plan generation started');
  }

  /** The newest teacher plan of the exam. */
  @Get('teacher/:exam_id')
  @ApiErrors(PREFIX, READ_ERRORS)
  async readTeacher(@Param('exam_id') id: string, @CurrentUser() user: AuthenticatedUser) {
    const { plan, job } = await this.plans.read('teacher', id, user);
    return presentActionPlan(plan, job);
  }
}
