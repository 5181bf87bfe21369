import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from 'src/common/redis/redis.module';

const KEY = 'workers:heartbeats';
/** A worker that has not beaten for this long counts as gone. */
export const HEARTBEAT_STALE_MS = 20_000;
export const HEARTBEAT_INTERVAL_MS = 5_000;

/**
 * Worker liveness that any process can see: each worker process stamps its id in a Redis sorted
 * set every 5 s; readiness checks (API or worker role) count the stamps of the last 20 s.
 */
@Injectable()
export class WorkerHeartbeats {
  /** This process's worker id, e.g. `host-1:4242:3f2a…`. */
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async beat(now = Date.now()): Promise<void> {
    await this.redis
      .multi()
      .zadd(KEY, now, this.workerId)
      .zremrangebyscore(KEY, '-inf', now - 10 * HEARTBEAT_STALE_MS)
      .exec();
  }

  async stop(): Promise<void> {
    await this.redis.zrem(KEY, this.workerId);
  }

  /** Worker processes that beat within the last HEARTBEAT_STALE_MS. */
  alive(now = Date.now()): Promise<number> {
    return this.redis.zcount(KEY, now - HEARTBEAT_STALE_MS, '+inf');
  }
}
