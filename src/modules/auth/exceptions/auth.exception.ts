import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum AuthErrorCode {
  INVALID_CREDENTIALS = 'AUTH_INVALID_CREDENTIALS',
  NO_CLIENT = 'AUTH_NO_CLIENT',
  USER_DISABLED = 'AUTH_USER_DISABLED',
  TOO_MANY_ATTEMPTS = 'AUTH_TOO_MANY_ATTEMPTS',
  /** The attempt counter (Redis) is unreachable: logins are refused rather than left uncounted. */
  THROTTLE_UNAVAILABLE = 'AUTH_THROTTLE_UNAVAILABLE',
}

export const AUTH_ERROR_STATUS: Readonly<Record<AuthErrorCode, HttpStatus>> = {
  [AuthErrorCode.INVALID_CREDENTIALS]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.NO_CLIENT]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.USER_DISABLED]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.TOO_MANY_ATTEMPTS]: HttpStatus.TOO_MANY_REQUESTS,
  [AuthErrorCode.THROTTLE_UNAVAILABLE]: HttpStatus.SERVICE_UNAVAILABLE,
};

export class AuthException extends DomainException<AuthErrorCode> {
  protected readonly statuses = AUTH_ERROR_STATUS;
}
