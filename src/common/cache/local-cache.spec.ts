import { LocalCache } from 'src/common/cache/local-cache';

describe('LocalCache', () => {
  let trusted = true;
  const cache = (ttlMs = 60_000, maxEntries = 100) =>
    new LocalCache<string>({ ttlMs, maxEntries, trusted: () => trusted });
  const counting = (value: string | undefined) => {
    const load = jest.fn(() => Promise.resolve(value));
    return load;
  };

  beforeEach(() => {
    trusted = true;
    jest.useRealTimers();
  });

  it('loads once and then answers from memory until the entry expires', async () => {
    jest.useFakeTimers({ now: 0 });
    const users = cache(30_000);
    const load = counting('alice');
    await users.getOrLoad('u1', load);
    expect(await users.getOrLoad('u1', load)).toBe('alice');
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(30_001);
    await users.getOrLoad('u1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads through on every call while invalidations cannot be received', async () => {
    const users = cache();
    const load = counting('alice');
    await users.getOrLoad('u1', load);
    trusted = false;
    await users.getOrLoad('u1', load);
    await users.getOrLoad('u1', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a value whose load overlapped an invalidation', async () => {
    const users = cache();
    let finish!: (value: string) => void;
    const slow = users.getOrLoad('u1', () => new Promise<string>((resolve) => (finish = resolve)));
    users.delete('u1'); // the change's message arrives while the old row is on its way
    finish('enabled (read before the change)');
    await slow;
    const load = counting('disabled');
    expect(await users.getOrLoad('u1', load)).toBe('disabled');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never caches undefined and drops the oldest entry beyond its size', async () => {
    const users = cache(60_000, 2);
    const missing = counting(undefined);
    await users.getOrLoad('gone', missing);
    await users.getOrLoad('gone', missing);
    expect(missing).toHaveBeenCalledTimes(2);
    for (const key of ['a', 'b', 'c']) await users.getOrLoad(key, counting(key));
    expect(users.size).toBe(2);
    const reload = counting('a');
    await users.getOrLoad('a', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
