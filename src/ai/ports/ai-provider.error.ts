/**
 * Thrown by a provider of any capability when its answer is unusable or it could not be reached;
 * `transient` errors (timeouts, 5xx, rate limits) are retried, the others fail the job with
 * `message`, which is written for the client.
 */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
