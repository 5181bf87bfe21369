export interface LocalCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** False while invalidations might be missed (no live subscription): every read loads. */
  trusted: () => boolean;
}

/**
 * An in-process cache in front of a database read: `ttlMs` at most, dropped on invalidation,
 * bypassed while invalidations cannot arrive; a load overlapping an invalidation is not kept.
 */
export class LocalCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /** Bumped by every invalidation: a load that started under an older epoch is not stored. */
  private epoch = 0;

  constructor(private readonly options: LocalCacheOptions) {}

  async getOrLoad(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.options.ttlMs <= 0 || !this.options.trusted()) return load();
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && epoch === this.epoch && this.options.trusted()) {
      this.store(key, value, now + this.options.ttlMs);
    }
    return value;
  }

  delete(key: string): void {
    this.epoch += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: V, expiresAt: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt });
  }
}
