import { HttpStatus } from '@nestjs/common';
import { AccountsErrorCode } from 'src/modules/auth/exceptions/accounts.exception';
import { AuthErrorCode } from 'src/modules/auth/exceptions/auth.exception';
import { EvaluationErrorCode } from 'src/modules/evaluations/exceptions/evaluation.exception';
import { LimitsErrorCode } from 'src/modules/limits/exceptions/limits.exception';
import { MetadataErrorCode } from 'src/modules/metadata/exceptions/metadata.exception';
import { RubricsErrorCode } from 'src/modules/rubrics/exceptions/rubrics.exception';
import { WebhooksErrorCode } from 'src/modules/webhooks/exceptions/webhooks.exception';

/** Every domain's code enum. A domain exception whose code is not here does not compile. */
export type DomainErrorCode =
  | AuthErrorCode
  | AccountsErrorCode
  | MetadataErrorCode
  | EvaluationErrorCode
  | LimitsErrorCode
  | RubricsErrorCode
  | WebhooksErrorCode;

function assertNever(code: never): never {
  throw new Error(`Domain error code without an HTTP status: ${String(code)}`);
}

/** The HTTP status of a domain error, grouped by status; the family decides the body. */
export function statusForDomainCode(code: DomainErrorCode): HttpStatus {
  switch (code) {
    case AccountsErrorCode.INVALID_INPUT:
    case EvaluationErrorCode.CLIENT_MISMATCH:
    case EvaluationErrorCode.UNKNOWN_RUBRIC:
    case EvaluationErrorCode.INVALID_IDEMPOTENCY_KEY:
    case LimitsErrorCode.DAILY_EXTRACTION_LIMIT_REACHED:
    case LimitsErrorCode.INVALID_INPUT:
    case RubricsErrorCode.TOO_MANY_CRITERIA:
    case WebhooksErrorCode.TEMPLATE_NOT_AVAILABLE:
    case WebhooksErrorCode.ALREADY_EXISTS:
    case WebhooksErrorCode.DELIVERY_IN_PROGRESS:
    case WebhooksErrorCode.INVALID_INPUT:
      return HttpStatus.BAD_REQUEST;
    case AuthErrorCode.INVALID_CREDENTIALS:
    case AuthErrorCode.NO_CLIENT:
    case AuthErrorCode.USER_DISABLED:
      return HttpStatus.UNAUTHORIZED;
    case AccountsErrorCode.CLIENT_NOT_FOUND:
    case AccountsErrorCode.USER_NOT_FOUND:
    case MetadataErrorCode.BOARD_NOT_FOUND:
    case MetadataErrorCode.GRADE_NOT_FOUND:
    case EvaluationErrorCode.NOT_FOUND:
    case LimitsErrorCode.USER_NOT_FOUND:
    case RubricsErrorCode.RUBRIC_NOT_FOUND:
    case WebhooksErrorCode.WEBHOOK_NOT_FOUND:
    case WebhooksErrorCode.DELIVERY_NOT_FOUND:
      return HttpStatus.NOT_FOUND;
    case AccountsErrorCode.DUPLICATE_USERNAME:
    case AccountsErrorCode.DUPLICATE_CLIENT_ID:
      return HttpStatus.CONFLICT;
    case EvaluationErrorCode.IDEMPOTENCY_KEY_REUSED:
    case EvaluationErrorCode.FAILED:
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case AuthErrorCode.TOO_MANY_ATTEMPTS:
    case LimitsErrorCode.DAILY_LIMIT_REACHED:
      return HttpStatus.TOO_MANY_REQUESTS;
    default:
      return assertNever(code);
  }
}
