import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';

/**
 * An SDK failure as an AiProviderError safe to show and log: providers echo part of the API key in
 * some 401 texts, so those texts are not passed on.
 */
export function toAiProviderError(error: unknown, timeoutMs: number, apiKey: string): unknown {
  if (error instanceof APIConnectionTimeoutError) {
    return new AiProviderError(`The AI provider did not answer within ${timeoutMs} ms`, true);
  }
  if (error instanceof APIConnectionError) {
    return new AiProviderError('The AI provider could not be reached', true);
  }
  if (!(error instanceof APIError)) return error;
  const status = error.status as number | undefined;
  if (status === undefined) return error;
  if (status === 429) return new AiProviderError('The AI provider is rate limiting (429)', true);
  if (status >= 500) return new AiProviderError(`The AI provider failed (${status})`, true);
  if (status === 401 || status === 403) {
    return new AiProviderError(`The AI provider refused the credentials (${status})`);
  }
  const detail = apiKey ? error.message.replaceAll(apiKey, '[redacted]') : error.message;
  return new AiProviderError(`The AI provider rejected the request: ${detail}`);
}
