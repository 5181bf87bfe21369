import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { QUEUES } from 'src/modules/jobs/queues';

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Named in the timeout error, e.g. "the step events to be sent". */
  what?: string;
}

/**
 * Polls instead of sleeping a fixed time. Either `probe` returns a value once the condition holds
 * (undefined until then), or `done` says when the probed value is the one wanted. The timeout
 * error shows the last value seen.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  options?: WaitOptions,
): Promise<T>;
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  done: (value: T) => boolean,
  options?: WaitOptions,
): Promise<T>;
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  doneOrOptions?: ((value: T) => boolean) | WaitOptions,
  maybeOptions: WaitOptions = {},
): Promise<T> {
  const done =
    typeof doneOrOptions === 'function' ? doneOrOptions : (value: T) => value !== undefined;
  const options = typeof doneOrOptions === 'function' ? maybeOptions : (doneOrOptions ?? {});
  const { timeoutMs = 60_000, intervalMs = 100, what = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${JSON.stringify(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Waits until every job queue of the app has nothing waiting, delayed or running (twenty's
 * `wait-for-all-jobs-to-finish`), so a test reads results instead of guessing how long work takes.
 */
export async function waitForQueuesToDrain(
  app: INestApplicationContext,
  options: WaitOptions = {},
): Promise<void> {
  const queues = Object.values(QUEUES).map((queue) =>
    app.get<Queue>(getQueueToken(queue.name), { strict: false }),
  );
  await waitFor(
    async () => {
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts()));
      const busy = counts.reduce(
        (sum, count) => sum + count.waiting + count.active + count.delayed,
        0,
      );
      return busy === 0 ? true : undefined;
    },
    { what: 'the job queues to drain', ...options },
  );
}
