import { CliInputError } from 'src/common/cli/cli-input.error';

/** Commands print JSON, so scripts can read what they did. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function requireOption(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new CliInputError(`${flag} is required`);
  return value;
}
