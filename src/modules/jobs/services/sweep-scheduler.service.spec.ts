import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { JobsConfig } from 'src/config/jobs.config';
import type { JobSweeper } from 'src/modules/jobs/services/job-sweeper.service';
import { SweepScheduler } from 'src/modules/jobs/services/sweep-scheduler.service';
import { waitFor } from 'test/support/wait-for';

/** The scheduler with a Redis connection the test drops and restores, and a recording sweeper. */
function harness({ lockTaken = true } = {}) {
  const redis = new EventEmitter();
  const sweeps: { afterRedisOutage?: boolean }[] = [];
  const sweeper = {
    sweep: jest.fn((_now: Date, options: { afterRedisOutage?: boolean } = {}) => {
      sweeps.push(options);
      return Promise.resolve({ expired: 0, resent: 0, exhausted: 0 });
    }),
  } as unknown as JobSweeper;
  const dataSource = {
    createQueryRunner: () => ({
      query: (sql: string) =>
        Promise.resolve(sql.includes('GET_LOCK') ? [{ taken: lockTaken ? 1 : 0 }] : []),
      release: () => Promise.resolve(),
    }),
  } as unknown as DataSource;
  const scheduler = new SweepScheduler(
    sweeper,
    dataSource,
    { sweepIntervalSeconds: 3_600 } as JobsConfig,
    redis as unknown as Redis,
  );
  scheduler.onApplicationBootstrap();
  return { redis, sweeps, scheduler };
}

describe('SweepScheduler', () => {
  it('sweeps every queued row at once when Redis answers again after losing the connection', async () => {
    const { redis, sweeps, scheduler } = harness();
    try {
      redis.emit('ready'); // the first connection: nothing was missed
      expect(sweeps).toEqual([]);
      redis.emit('close');
      redis.emit('ready');
      await waitFor(() => (sweeps.length > 0 ? sweeps : undefined));
      expect(sweeps).toEqual([{ afterRedisOutage: true }]);
    } finally {
      await scheduler.onApplicationShutdown();
    }
  });

  it('sweeps again after a reconnect that came while a sweep was running', async () => {
    const { redis, sweeps, scheduler } = harness();
    try {
      scheduler.tick();
      redis.emit('close');
      redis.emit('ready');
      await waitFor(() => (sweeps.length === 2 ? sweeps : undefined));
      expect(sweeps).toEqual([{}, { afterRedisOutage: true }]);
    } finally {
      await scheduler.onApplicationShutdown();
    }
  });

  it('leaves the sweep to the worker holding the lock', async () => {
    const { sweeps, scheduler } = harness({ lockTaken: false });
    scheduler.tick();
    await scheduler.onApplicationShutdown();
    expect(sweeps).toEqual([]);
  });
});
