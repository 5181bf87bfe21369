import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/**
 * Validates one config namespace's environment variables against a small class and returns the
 * typed values. A bad value stops start-up with a message naming the variable.
 */
export function validateConfig<T extends object>(
  schema: new () => T,
  env: Record<string, string | undefined> = process.env,
): T {
  const values = plainToInstance(schema, env, { enableImplicitConversion: true });
  const errors = validateSync(values, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const problems = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return values;
}

/** Splits a comma-separated setting into trimmed, non-empty items. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A `true`/`false` variable. Implicit conversion would turn the string 'false' into true; anything
 * else stays a string so that `@IsBoolean` names the variable. Use with `@Transform`.
 */
export const booleanSetting =
  (name: string, fallback: boolean) =>
  ({ obj }: { obj: Record<string, string | undefined> }): unknown => {
    const raw = obj[name];
    if (raw === undefined || raw === '') return fallback;
    return raw === 'true' ? true : raw === 'false' ? false : raw;
  };

/** An empty variable (`FOO=` in a compose file or `.env`) counts as unset. Use with `@Transform`. */
export const emptyAsUnset = ({ value }: { value: unknown }): unknown =>
  value === '' ? undefined : value;
