import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum ActionPlanErrorCode {
  /** No plan was ever asked for this answer sheet or exam by this API user. */
  NOT_FOUND = 'ACTION_PLAN_NOT_FOUND',
  /** Asked for, but no worker has taken it yet (reads are 404 until then). */
  STEP_NOT_FOUND = 'ACTION_PLAN_STEP_NOT_FOUND',
  /** The answer sheet or exam is unknown to this API user, or has no evaluated answer sheet. */
  NOT_READY = 'ACTION_PLAN_NOT_READY',
}

export const ACTION_PLAN_ERROR_STATUS: Readonly<Record<ActionPlanErrorCode, HttpStatus>> = {
  [ActionPlanErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [ActionPlanErrorCode.STEP_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [ActionPlanErrorCode.NOT_READY]: HttpStatus.BAD_REQUEST,
};

export class ActionPlanException extends DomainException<ActionPlanErrorCode> {
  protected readonly statuses = ACTION_PLAN_ERROR_STATUS;
}
