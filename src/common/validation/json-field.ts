import { Transform } from 'class-transformer';

/**
 * A field multipart forms send as a JSON string and JSON bodies as the value (docs/api-contract.md
 * §5); a string that is not JSON is kept, so the field's own validators name the problem.
 */
export const JsonField = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  });

/** Multipart sends numbers as strings: `"10"` → 10; anything else is left for `@IsInt`. */
export const NumberField = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
  );

/** An empty multipart field means "not given". */
export const BlankAsMissing = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  );
