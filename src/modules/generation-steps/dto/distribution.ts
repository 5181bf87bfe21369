import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsObject, ValidateBy, type ValidationArguments } from 'class-validator';
import { JsonField } from 'src/common/validation/json-field';

export interface DistributionRule {
  /** The keys a distribution may have; a missing key counts 0. */
  keys: readonly string[];
  /** Other spellings clients send, e.g. the desktop app's `multiple_choice`, British `analyse`. */
  aliases?: Readonly<Record<string, string>>;
  /** A fixed total (percentages: 100) or the name of the field holding it (`number_of_questions`). */
  total: number | string;
  unit: 'counts' | 'percentages';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Aliases renamed to their key (values of a key and its alias add up); other keys kept as sent. */
function canonical(value: unknown, rule: DistributionRule): unknown {
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, amount] of Object.entries(value)) {
    const name = rule.aliases?.[key] ?? key;
    const earlier = result[name];
    result[name] =
      typeof earlier === 'number' && typeof amount === 'number' ? earlier + amount : amount;
  }
  return result;
}

/** What is wrong with a distribution, or null. */
export function distributionProblem(
  property: string,
  value: Record<string, unknown>,
  expectedTotal: unknown,
  rule: DistributionRule,
): string | null {
  const unknown = Object.keys(value).filter((key) => !rule.keys.includes(key));
  if (unknown.length > 0) {
    return `${property} has unknown key(s) ${unknown.map((key) => `"${key}"`).join(', ')}; use ${rule.keys.join(', ')}`;
  }
  const bad = Object.entries(value).find(
    ([, amount]) => typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0,
  );
  if (bad) return `${property}.${bad[0]} must be a whole number ≥ 0`;
  const sum = Object.values(value).reduce<number>((total, amount) => total + Number(amount), 0);
  const target = typeof rule.total === 'number' ? rule.total : expectedTotal;
  if (typeof target !== 'number') return null; // the total's own field reports it
  if (sum !== target) {
    const of = typeof rule.total === 'number' ? String(target) : `${rule.total} (${target})`;
    return `${property} ${rule.unit} add up to ${sum}, not ${of}`;
  }
  return null;
}

/**
 * A distribution field (docs/api-contract.md §5): a JSON string or an object of whole numbers over
 * known keys that add up to its total; otherwise 422 naming the field.
 */
export const Distribution = (rule: DistributionRule) =>
  applyDecorators(
    JsonField(),
    Transform(({ value }: { value: unknown }) => canonical(value, rule)),
    IsObject({ message: '$property must be an object or a JSON object string' }),
    ValidateBy({
      name: 'distribution',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          !isRecord(value) || problemOf(value, args, rule) === null,
        defaultMessage: (args?: ValidationArguments) =>
          (isRecord(args?.value) && problemOf(args.value, args, rule)) || 'invalid distribution',
      },
    }),
  );

function problemOf(
  value: Record<string, unknown>,
  args: ValidationArguments | undefined,
  rule: DistributionRule,
): string | null {
  const object = (args?.object ?? {}) as Record<string, unknown>;
  const expected = typeof rule.total === 'string' ? object[rule.total] : rule.total;
  return distributionProblem(args?.property ?? 'distribution', value, expected, rule);
}

/** The distribution with every key present (missing keys 0), in the rule's key order. */
export function completeDistribution<K extends string>(
  value: Partial<Record<K, number>>,
  keys: readonly K[],
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, value[key] ?? 0])) as Record<K, number>;
}
