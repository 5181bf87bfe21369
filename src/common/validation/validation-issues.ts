import type { ValidationError } from 'class-validator';
import type { FieldIssue, InputSource } from 'src/common/errors/field-issue';

/** class-validator constraint → pydantic error type, for the kinds clients branch on. */
const TYPE_BY_CONSTRAINT: Record<string, string> = {
  isString: 'string_type',
  isInt: 'int_type',
  isNumber: 'float_type',
  isBoolean: 'bool_type',
  isArray: 'list_type',
  isObject: 'dict_type',
  nestedValidation: 'model_type',
  isEnum: 'enum',
  isIn: 'enum',
  isUuid: 'uuid_parsing',
  isDateString: 'date_parsing',
  isIso8601: 'date_parsing',
  isUrl: 'url_parsing',
  matches: 'string_pattern_mismatch',
  maxLength: 'string_too_long',
  minLength: 'string_too_short',
  isNotEmpty: 'string_too_short',
  arrayMinSize: 'too_short',
  arrayMaxSize: 'too_long',
  min: 'greater_than_equal',
  max: 'less_than_equal',
};

/** Fields whose values never appear in an error body (or the log line that records it). */
const SECRET_FIELDS = new Set([
  'password',
  'client_secret',
  'access_token',
  'refresh_token',
  'secret_hash',
]);

/**
 * A value echoed as an issue's `input`, with the values of secret fields left out at any depth
 * (bodies are at most 32 levels deep by then: guardParsedBody).
 */
export function withoutSecrets(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  if (Array.isArray(input)) return input.map(withoutSecrets);
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      SECRET_FIELDS.has(key) ? '[redacted]' : withoutSecrets(value),
    ]),
  );
}

/** Checks that only apply to present values; when the value is absent the issue is `missing`. */
const PRESENCE_CONSTRAINTS = new Set(['isDefined', 'isNotEmpty']);

/**
 * Type checks win over other failures (`"ten"` is "must be an integer number"): class-validator
 * lists failed checks in reverse decorator order, so order cannot tell.
 */
const TYPE_CONSTRAINTS = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isNumberString',
  'isBoolean',
  'isArray',
  'isObject',
  'nestedValidation',
]);

/** The one failed check an issue reports: a type check first, then any but a presence check. */
function reportedConstraint(names: string[]): string {
  return (
    names.find((name) => TYPE_CONSTRAINTS.has(name)) ??
    names.find((name) => !PRESENCE_CONSTRAINTS.has(name)) ??
    names[0]
  );
}

function issueFor(error: ValidationError, loc: (string | number)[]): FieldIssue {
  const constraints = error.constraints ?? {};
  const names = Object.keys(constraints);
  if (error.value === undefined || error.value === null) {
    return {
      loc,
      type: 'missing',
      msg: 'Field required',
      input: withoutSecrets(error.target ?? null),
    };
  }
  const name = reportedConstraint(names);
  return {
    loc,
    type: TYPE_BY_CONSTRAINT[name] ?? 'value_error',
    msg: constraints[name],
    input: SECRET_FIELDS.has(error.property) ? '[redacted]' : withoutSecrets(error.value),
  };
}

const pathSegment = (property: string): string | number =>
  /^\d+$/.test(property) ? Number(property) : property;

/** Flattens class-validator's tree into one issue per invalid leaf, located from the source. */
export function toFieldIssues(errors: ValidationError[], source: InputSource): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const visit = (error: ValidationError, parent: (string | number)[]): void => {
    const loc = [...parent, pathSegment(error.property)];
    if (error.constraints) issues.push(issueFor(error, loc));
    for (const child of error.children ?? []) visit(child, loc);
  };
  for (const error of errors) visit(error, [source]);
  return issues;
}
