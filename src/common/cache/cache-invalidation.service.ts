import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { LocalCache } from 'src/common/cache/local-cache';
import { type CacheConfig, cacheConfig } from 'src/config/cache.config';
import { type RedisConfig, redisConfig } from 'src/config/redis.config';

interface Invalidation {
  cache: string;
  key: string;
}

/**
 * Process-local caches emptied in every process through Redis pub/sub; trusted only while the
 * subscription is live (docs/data-layer.md, "Account caches").
 */
@Injectable()
export class CacheInvalidation implements OnApplicationShutdown {
  private readonly logger = new Logger(CacheInvalidation.name);
  private readonly caches = new Map<string, LocalCache<unknown>>();
  private readonly channel: string;
  private subscriber?: Redis;
  private publisher?: Redis;
  private heartbeat?: NodeJS.Timeout;
  private subscribed = false;
  private lastErrorLog = 0;

  constructor(
    @Inject(redisConfig.KEY) private readonly redis: RedisConfig,
    @Inject(cacheConfig.KEY) private readonly config: CacheConfig,
  ) {
    this.channel = `${redis.prefix}:cache-invalidation`;
  }

  /** The cache called `name` in this process (one per name). */
  cache<V>(name: string): LocalCache<V> {
    const existing = this.caches.get(name);
    if (existing) return existing as LocalCache<V>;
    const cache = new LocalCache<V>({
      ttlMs: this.config.ttlMs,
      maxEntries: this.config.maxEntries,
      trusted: () => this.listening(),
    });
    this.caches.set(name, cache);
    return cache;
  }

  /** Whether invalidations reach this process now; starts the subscription on first use. */
  listening(): boolean {
    if (!this.subscriber) this.subscribe();
    return this.subscribed;
  }

  /**
   * Drops `key` from `cache` here and in every other process; call after the commit. Throws when
   * Redis refuses: others then serve the old value until ACCOUNT_CACHE_TTL_SECONDS.
   */
  async publish(cache: string, key: string): Promise<void> {
    this.caches.get(cache)?.delete(key);
    const message: Invalidation = { cache, key };
    try {
      await this.publisherConnection().publish(this.channel, JSON.stringify(message));
    } catch (error) {
      const seconds = this.config.ttlMs / 1000;
      throw new Error(
        `Saved, but running API processes could not be told through Redis ` +
          `(${(error as Error).message}); they apply the change within ${seconds} s`,
        { cause: error },
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    this.untrust();
    for (const connection of [this.subscriber, this.publisher]) {
      await connection?.quit().catch(() => connection.disconnect());
    }
  }

  private subscribe(): void {
    const subscriber = new Redis(this.redis.url, {
      autoResubscribe: false,
      maxRetriesPerRequest: 1,
      commandTimeout: this.redis.commandTimeoutMs,
      lazyConnect: true,
    });
    this.subscriber = subscriber;
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => this.trust(),
        (error: unknown) => this.lost(error),
      );
    });
    subscriber.on('close', () => this.untrust());
    subscriber.on('error', (error: unknown) => this.lost(error));
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel === this.channel) this.receive(raw);
    });
    subscriber.connect().catch((error: unknown) => this.lost(error));
    this.heartbeat = setInterval(() => this.checkHeartbeat(), this.config.heartbeatMs);
    this.heartbeat.unref();
  }

  /** A connection that looks open but no longer answers would miss messages silently. */
  private checkHeartbeat(): void {
    const subscriber = this.subscriber;
    if (!subscriber || !this.subscribed) return;
    subscriber.ping().catch((error: unknown) => {
      this.lost(error);
      subscriber.disconnect(true);
    });
  }

  private receive(raw: string): void {
    try {
      const { cache, key } = JSON.parse(raw) as Invalidation;
      this.caches.get(cache)?.delete(key);
    } catch {
      // Not ours to read: nothing else publishes on this channel.
    }
  }

  /** Entries from before the (re)subscription may have missed messages: start empty. */
  private trust(): void {
    for (const cache of this.caches.values()) cache.clear();
    this.subscribed = true;
  }

  private untrust(): void {
    this.subscribed = false;
    for (const cache of this.caches.values()) cache.clear();
  }

  private lost(error: unknown): void {
    this.untrust();
    if (Date.now() - this.lastErrorLog > 60_000) {
      this.lastErrorLog = Date.now();
      this.logger.warn(
        { err: error },
        'Cache invalidations not received: caches bypassed until resubscribed',
      );
    }
  }

  private publisherConnection(): Redis {
    if (!this.publisher) {
      this.publisher = new Redis(this.redis.url, {
        maxRetriesPerRequest: 1,
        commandTimeout: this.redis.commandTimeoutMs,
        lazyConnect: true,
      });
      // Failures reach publish() as rejections; the event would otherwise be logged by ioredis.
      this.publisher.on('error', () => undefined);
    }
    return this.publisher;
  }
}
