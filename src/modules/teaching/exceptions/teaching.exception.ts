import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum TeachingErrorCode {
  /** No worksheet or lesson plan with this id for this API user. */
  NOT_FOUND = 'TEACHING_NOT_FOUND',
  /** The step exists but no worker has taken it yet, or it was never started (SPEC.md). */
  STEP_NOT_FOUND = 'TEACHING_STEP_NOT_FOUND',
  /** The previous step is not Completed (CONTRACT.md §5). */
  STEP_OUT_OF_ORDER = 'TEACHING_STEP_OUT_OF_ORDER',
  /** A worksheet step or a lesson plan's first two steps failed: their reads answer 400. */
  STEP_FAILED = 'TEACHING_STEP_FAILED',
}

export const TEACHING_ERROR_STATUS: Readonly<Record<TeachingErrorCode, HttpStatus>> = {
  [TeachingErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [TeachingErrorCode.STEP_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [TeachingErrorCode.STEP_OUT_OF_ORDER]: HttpStatus.BAD_REQUEST,
  [TeachingErrorCode.STEP_FAILED]: HttpStatus.BAD_REQUEST,
};

export class TeachingException extends DomainException<TeachingErrorCode> {
  protected readonly statuses = TEACHING_ERROR_STATUS;
}
