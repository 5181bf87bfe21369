import { randomUUID } from 'node:crypto';
import { CacheInvalidation } from 'src/common/cache/cache-invalidation.service';
import type { CacheConfig } from 'src/config/cache.config';
import type { RedisConfig } from 'src/config/redis.config';
import { PrivateRedis } from 'test/support/private-redis';
import { waitFor } from 'test/support/wait-for';

/** Two "processes" (two instances) on a Redis server of the test's own, to stop and freeze. */
describe('CacheInvalidation (real Redis pub/sub)', () => {
  let server: PrivateRedis;
  let api: CacheInvalidation;
  let operator: CacheInvalidation;
  let row: string;
  const load = jest.fn(() => Promise.resolve(row));

  const prefix = `evs-unit-${randomUUID().slice(0, 8)}`;
  // Two instances with the same prefix: two processes of one environment.
  const bus = () =>
    new CacheInvalidation({ url: server.url, prefix, commandTimeoutMs: 300 } as RedisConfig, {
      ttlMs: 60_000,
      maxEntries: 100,
      heartbeatMs: 200,
    } satisfies CacheConfig);
  const read = () => api.cache<string>('users').getOrLoad('u1', load);
  const listening = (instance: CacheInvalidation, wanted: boolean) =>
    waitFor(
      () => instance.listening(),
      (value) => value === wanted,
      { what: `listening=${wanted}`, timeoutMs: 10_000 },
    );

  beforeAll(async () => {
    server = await PrivateRedis.start();
    api = bus();
    operator = bus();
  });
  afterAll(async () => {
    await Promise.all([api.onApplicationShutdown(), operator.onApplicationShutdown()]);
    await server.destroy();
  });
  beforeEach(async () => {
    server.thaw();
    await server.start();
    await listening(api, true);
    api.cache('users').clear();
    row = 'enabled';
    load.mockClear();
  });

  it('serves from memory until another process publishes a change, then reads it', async () => {
    await read();
    await read();
    expect(load).toHaveBeenCalledTimes(1);

    row = 'disabled';
    await operator.publish('users', 'u1');
    await waitFor(
      () => read(),
      (value) => value === 'disabled',
      { what: 'the change to reach the other instance' },
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('bypasses the cache while its subscriber is disconnected, and starts empty after', async () => {
    await read();
    await server.stop();
    await listening(api, false);
    row = 'disabled'; // changed while no message could be received
    expect(await read()).toBe('disabled');
    expect(await read()).toBe('disabled');
    expect(load).toHaveBeenCalledTimes(3);
    await expect(operator.publish('users', 'u1')).rejects.toThrow(
      /running API processes could not be told through Redis/,
    );

    await server.start();
    await listening(api, true);
    row = 'enabled again';
    expect(await read()).toBe('enabled again');
    await read();
    expect(load).toHaveBeenCalledTimes(4);
  }, 20_000);

  it('stops trusting a subscription whose server no longer answers', async () => {
    await read();
    server.freeze();
    await listening(api, false);
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  }, 20_000);
});
