import type { Logger } from '@nestjs/common';
import { databaseErrorCode, isConnectionError } from 'src/common/database/database-errors';
import { RepeatLimiter } from 'src/common/logging/repeat-limiter';

export interface RetryOptions {
  /** Gives up (rethrows) after this long; the sweep finishes what is left. */
  giveUpAfterMs: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each retry (metrics). */
  onRetry?: () => void;
}

/** One process-wide limit: an outage makes every running job retry at once. */
const retryLines = new RepeatLimiter(5, 60_000);

/**
 * Runs database work that must not be lost to a short outage (recording a job's outcome): on a
 * connection-level error waits 0.5 s, 1 s, 2 s … up to `maxDelayMs` and tries again until
 * `giveUpAfterMs`. Any other error (data too long, a constraint) would recur, so it is thrown at
 * once. Retries are logged by error code, a few a minute at most.
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
      if (!isConnectionError(error) || Date.now() + delay > deadline) throw error;
      const { log, suppressed } = retryLines.allow(databaseErrorCode(error) ?? 'unknown');
      if (log) {
        logger.warn(
          { ...what, err: error, retryInMs: delay, ...(suppressed ? { suppressed } : {}) },
          'Database work failed; retrying',
        );
      }
      onRetry?.();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
