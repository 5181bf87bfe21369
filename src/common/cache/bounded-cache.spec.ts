import { BoundedCache } from 'src/common/cache/bounded-cache';

describe('BoundedCache', () => {
  it('forgets the least recently used entry past its capacity', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('makes a value once and keeps it', () => {
    const cache = new BoundedCache<string, number>(2);
    const make = jest.fn(() => 7);
    expect(cache.getOrSet('x', make)).toBe(7);
    expect(cache.getOrSet('x', make)).toBe(7);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
