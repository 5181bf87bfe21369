import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum AccountsErrorCode {
  DUPLICATE_USERNAME = 'ACCOUNTS_DUPLICATE_USERNAME',
  DUPLICATE_CLIENT_ID = 'ACCOUNTS_DUPLICATE_CLIENT_ID',
  CLIENT_NOT_FOUND = 'ACCOUNTS_CLIENT_NOT_FOUND',
  USER_NOT_FOUND = 'ACCOUNTS_USER_NOT_FOUND',
  INVALID_INPUT = 'ACCOUNTS_INVALID_INPUT',
}

export const ACCOUNTS_ERROR_STATUS: Readonly<Record<AccountsErrorCode, HttpStatus>> = {
  [AccountsErrorCode.DUPLICATE_USERNAME]: HttpStatus.CONFLICT,
  [AccountsErrorCode.DUPLICATE_CLIENT_ID]: HttpStatus.CONFLICT,
  [AccountsErrorCode.CLIENT_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [AccountsErrorCode.USER_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [AccountsErrorCode.INVALID_INPUT]: HttpStatus.BAD_REQUEST,
};

/** Raised by operator commands (CLI) on bad input; never reaches HTTP clients today. */
export class AccountsException extends DomainException<AccountsErrorCode> {
  protected readonly statuses = ACCOUNTS_ERROR_STATUS;
}
