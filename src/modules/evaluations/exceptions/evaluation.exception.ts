import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum EvaluationErrorCode {
  NOT_FOUND = 'EVALUATION_NOT_FOUND',
  CLIENT_MISMATCH = 'EVALUATION_CLIENT_MISMATCH',
  UNKNOWN_RUBRIC = 'EVALUATION_UNKNOWN_RUBRIC',
  IDEMPOTENCY_KEY_REUSED = 'EVALUATION_IDEMPOTENCY_KEY_REUSED',
  INVALID_IDEMPOTENCY_KEY = 'EVALUATION_INVALID_IDEMPOTENCY_KEY',
  FAILED = 'EVALUATION_FAILED',
}

export const EVALUATION_ERROR_STATUS: Readonly<Record<EvaluationErrorCode, HttpStatus>> = {
  [EvaluationErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [EvaluationErrorCode.CLIENT_MISMATCH]: HttpStatus.BAD_REQUEST,
  [EvaluationErrorCode.UNKNOWN_RUBRIC]: HttpStatus.BAD_REQUEST,
  [EvaluationErrorCode.IDEMPOTENCY_KEY_REUSED]: HttpStatus.UNPROCESSABLE_ENTITY,
  [EvaluationErrorCode.INVALID_IDEMPOTENCY_KEY]: HttpStatus.BAD_REQUEST,
  [EvaluationErrorCode.FAILED]: HttpStatus.UNPROCESSABLE_ENTITY,
};

export class EvaluationException extends DomainException<EvaluationErrorCode> {
  protected readonly statuses = EVALUATION_ERROR_STATUS;
}

/** SPEC.md: the fixed text of an unknown (or another client's) evaluation. */
export const REPORT_NOT_FOUND = 'Evaluation report not found';
