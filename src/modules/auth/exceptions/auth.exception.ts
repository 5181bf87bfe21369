import { DomainException } from 'src/common/errors/domain.exception';

export enum AuthErrorCode {
  INVALID_CREDENTIALS = 'AUTH_INVALID_CREDENTIALS',
  NO_CLIENT = 'AUTH_NO_CLIENT',
  USER_DISABLED = 'AUTH_USER_DISABLED',
  TOO_MANY_ATTEMPTS = 'AUTH_TOO_MANY_ATTEMPTS',
}

export class AuthException extends DomainException<AuthErrorCode> {}
