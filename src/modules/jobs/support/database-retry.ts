import type { Logger } from '@nestjs/common';

export interface RetryOptions {
  /** Gives up (rethrows) after this long; the sweep finishes what is left. */
  giveUpAfterMs: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each retry (metrics). */
  onRetry?: () => void;
}

/**
 * Runs database work that must not be lost to a short outage (recording a job's outcome): on
 * failure waits 0.5 s, 1 s, 2 s … up to `maxDelayMs` and tries again until `giveUpAfterMs`.
 */
export async function retryDatabaseWork<T>(
  work: () => Promise<T>,
  logger: Logger,
  what: Record<string, unknown>,
  { giveUpAfterMs, firstDelayMs = 500, maxDelayMs = 5_000, onRetry }: RetryOptions,
): Promise<T> {
  const deadline = Date.now() + giveUpAfterMs;
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() + delay > deadline) throw error;
      logger.warn({ ...what, err: error, retryInMs: delay }, 'Database work failed; retrying');
      onRetry?.();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
