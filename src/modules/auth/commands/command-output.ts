import {
  AccountsErrorCode,
  AccountsException,
} from 'src/modules/auth/exceptions/accounts.exception';

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function requireOption(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') {
    throw new AccountsException(AccountsErrorCode.INVALID_INPUT, `${flag} is required`);
  }
  return value;
}
