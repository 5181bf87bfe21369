import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AiEngineError } from 'src/ai/ai-engine.port';

/**
 * Translates an SDK failure (after the SDK's own retries) into an AiEngineError whose message
 * may be shown to a client and logged: never the API key, which some providers echo in part
 * in their 401 texts, so those texts are not passed on.
 */
export function toAiEngineError(error: unknown, timeoutMs: number, apiKey: string): unknown {
  if (error instanceof APIConnectionTimeoutError) {
    return new AiEngineError(`The AI provider did not answer within ${timeoutMs} ms`, true);
  }
  if (error instanceof APIConnectionError) {
    return new AiEngineError('The AI provider could not be reached', true);
  }
  if (!(error instanceof APIError)) return error;
  const status = error.status as number | undefined;
  if (status === undefined) return error;
  if (status === 429) return new AiEngineError('The AI provider is rate limiting (429)', true);
  if (status >= 500) return new AiEngineError(`The AI provider failed (${status})`, true);
  if (status === 401 || status === 403) {
    return new AiEngineError(`The AI provider refused the credentials (${status})`);
  }
  const detail = apiKey ? error.message.replaceAll(apiKey, '[redacted]') : error.message;
  return new AiEngineError(`The AI provider rejected the request: ${detail}`);
}
