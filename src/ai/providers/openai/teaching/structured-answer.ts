import Ajv, { type ValidateFunction } from 'ajv';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import type { JsonSchema } from 'src/ai/providers/openai/teaching/teaching-schemas';

const ajv = new Ajv({ allErrors: false, strict: false });
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** Keywords strict structured output may not take; Ajv still checks them on the answer. */
const CHECKED_HERE = new Set(['minItems', 'maxItems', 'minLength', 'minimum', 'maximum']);

function forModel(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forModel);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !CHECKED_HERE.has(key))
      .map(([key, value]) => [key, key === 'enum' ? value : forModel(value)]),
  );
}

/** The `response_format` of one step's call: its schema, strict. */
export function responseFormat(name: string, schema: JsonSchema): ResponseFormatJSONSchema {
  return {
    type: 'json_schema',
    json_schema: { name, strict: true, schema: forModel(schema) as Record<string, unknown> },
  };
}

/**
 * The model's answer, parsed and validated against the full schema (counts, lengths, enums):
 * an answer that does not fit fails the step with a message naming the first problem.
 */
export function readStructured<T>(content: string, schema: JsonSchema, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new AiProviderError(`The AI provider's ${what} is not valid JSON`);
  }
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(value)) {
    const [first] = validate.errors ?? [];
    const where = first?.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : 'answer';
    throw new AiProviderError(
      `The AI provider's ${what} does not fit its schema: ${where} ${first?.message ?? 'is invalid'}`,
    );
  }
  return value as T;
}
