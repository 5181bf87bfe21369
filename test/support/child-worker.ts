import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type Redis from 'ioredis';
import { waitFor } from 'test/support/wait-for';

export interface ChildWorker {
  process: ChildProcess;
  /** stderr so far (a refused start is one line there). */
  stderr(): string;
  /** Bytes the process wrote to stdout (its JSON log) so far; the lines are not kept. */
  stdoutBytes(): number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves when its heartbeat is in Redis (the worker is consuming its queues). */
  ready(redis: Redis, timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `test/support/<entry>` as a separate worker process on the run's database and Redis
 * prefix (the environment is inherited), through ts-node like the repo's scripts.
 */
export function startChildWorker(entry: string, env: NodeJS.ProcessEnv = {}): ChildWorker {
  const child = spawn(
    process.execPath,
    [
      '-r',
      'ts-node/register/transpile-only',
      '-r',
      'tsconfig-paths/register',
      join('test', 'support', entry),
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  let stdoutBytes = 0;
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdoutBytes += chunk.length));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? null : code)),
  );
  return {
    process: child,
    stderr: () => stderr,
    stdoutBytes: () => stdoutBytes,
    exited,
    ready: async (redis, timeoutMs = 60_000) => {
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`Worker exited: ${stderr}`);
          const beating = await redis.zrange('workers:heartbeats', 0, -1);
          return beating.some((id) => id.includes(`:${child.pid}:`)) ? true : undefined;
        },
        { timeoutMs, what: `worker ${child.pid} to beat` },
      );
    },
    kill: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
