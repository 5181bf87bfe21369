import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum JobsErrorCode {
  INVALID_IDEMPOTENCY_KEY = 'JOBS_INVALID_IDEMPOTENCY_KEY',
  IDEMPOTENCY_KEY_REUSED = 'JOBS_IDEMPOTENCY_KEY_REUSED',
  /** A step of this kind already exists for the subject (run twice → 400, docs/api-contract.md). */
  STEP_ALREADY_STARTED = 'JOBS_STEP_ALREADY_STARTED',
}

export const JOBS_ERROR_STATUS: Readonly<Record<JobsErrorCode, HttpStatus>> = {
  [JobsErrorCode.INVALID_IDEMPOTENCY_KEY]: HttpStatus.BAD_REQUEST,
  [JobsErrorCode.IDEMPOTENCY_KEY_REUSED]: HttpStatus.UNPROCESSABLE_ENTITY,
  [JobsErrorCode.STEP_ALREADY_STARTED]: HttpStatus.BAD_REQUEST,
};

export class JobsException extends DomainException<JobsErrorCode> {
  protected readonly statuses = JOBS_ERROR_STATUS;
}
