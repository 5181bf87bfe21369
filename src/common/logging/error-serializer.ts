import { stdSerializers } from 'pino';
import { databaseErrorForLog, isDatabaseError } from 'src/common/database/database-errors';

/** A message longer than this is cut: an error may quote what it failed on. */
const MAX_MESSAGE = 300;

/**
 * The `err` of every log line: database errors by code and statement shape only (values are
 * students' text).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (isDatabaseError(error)) return { ...databaseErrorForLog(error), stack: stackOnly(error) };
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const safe: Record<string, unknown> = {
    type: serialized.type,
    message: shorten(error.message),
    stack: stackOnly(error),
  };
  for (const key of ['code', 'status', 'transient'] as const) {
    if (serialized[key] !== undefined) safe[key] = serialized[key];
  }
  if (error.cause !== undefined) safe.cause = serializeError(error.cause);
  return safe;
}

/** The stack's frames without its first line, which repeats the message. */
function stackOnly(error: Error): string | undefined {
  return error.stack?.split('\n').slice(1).join('\n');
}

function shorten(message: string): string {
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}
