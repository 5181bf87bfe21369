import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum EvaluationErrorCode {
  NOT_FOUND = 'EVALUATION_NOT_FOUND',
  CLIENT_MISMATCH = 'EVALUATION_CLIENT_MISMATCH',
  UNKNOWN_RUBRIC = 'EVALUATION_UNKNOWN_RUBRIC',
  FAILED = 'EVALUATION_FAILED',
}

export const EVALUATION_ERROR_STATUS: Readonly<Record<EvaluationErrorCode, HttpStatus>> = {
  [EvaluationErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [EvaluationErrorCode.CLIENT_MISMATCH]: HttpStatus.BAD_REQUEST,
  [EvaluationErrorCode.UNKNOWN_RUBRIC]: HttpStatus.BAD_REQUEST,
  [EvaluationErrorCode.FAILED]: HttpStatus.UNPROCESSABLE_ENTITY,
};

export class EvaluationException extends DomainException<EvaluationErrorCode> {
  protected readonly statuses = EVALUATION_ERROR_STATUS;
}

/** The fixed text of an unknown (or another client's) evaluation. */
export const REPORT_NOT_FOUND = 'Evaluation report not found';
