import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type Redis from 'ioredis';
import { REDIS } from 'src/common/redis/redis.module';
import { WorkerHeartbeats } from 'src/modules/jobs/services/worker-heartbeats.service';

/** A frozen Redis must answer 503 quickly, not hold the load balancer's probe. */
const PING_TIMEOUT_MS = 1_000;

@Injectable()
export class RedisHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly heartbeats: WorkerHeartbeats,
  ) {}

  async pingCheck(key: string) {
    const indicator = this.indicators.check(key);
    try {
      await withTimeout(this.redis.ping(), 'Redis did not answer PING');
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Worker processes that beat within the last 20 s (a heartbeat in Redis, any role sees it). */
  async workersCheck(key: string) {
    const indicator = this.indicators.check(key);
    try {
      const alive = await withTimeout(this.heartbeats.alive(), 'Redis did not answer');
      return alive > 0
        ? indicator.up({ alive })
        : indicator.down({ alive, message: 'No worker process has reported in the last 20 s' });
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}

function withTimeout<T>(promise: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${message} within ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
