import { AsyncLocalStorage } from 'node:async_hooks';

const attempts = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs one attempt of a job with its stop signal in scope, so work deep inside it (parsing a
 * document, OCR) can stop when the attempt ends early, without every layer passing it along.
 */
export function runWithJobSignal<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return attempts.run(signal, work);
}

/** The stop signal of the job attempt this code runs in, if any. */
export function currentJobSignal(): AbortSignal | undefined {
  return attempts.getStore();
}
