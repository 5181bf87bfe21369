import { DomainException } from 'src/common/errors/domain.exception';

export enum EvaluationErrorCode {
  NOT_FOUND = 'EVALUATION_NOT_FOUND',
  CLIENT_MISMATCH = 'EVALUATION_CLIENT_MISMATCH',
  UNKNOWN_RUBRIC = 'EVALUATION_UNKNOWN_RUBRIC',
  IDEMPOTENCY_KEY_REUSED = 'EVALUATION_IDEMPOTENCY_KEY_REUSED',
  INVALID_IDEMPOTENCY_KEY = 'EVALUATION_INVALID_IDEMPOTENCY_KEY',
  FAILED = 'EVALUATION_FAILED',
}

export class EvaluationException extends DomainException<EvaluationErrorCode> {}

/** SPEC.md: the fixed text of an unknown (or another client's) evaluation. */
export const REPORT_NOT_FOUND = 'Evaluation report not found';
