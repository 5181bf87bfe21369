import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { type RedisConfig, redisConfig } from 'src/config/redis.config';

export const REDIS = Symbol('REDIS');

/**
 * One shared ioredis connection for counters (limits, login throttling) and health checks. Every
 * key carries the configured prefix, so environments and test runs can share one Redis server.
 * A command fails after REDIS_COMMAND_TIMEOUT_MS (a frozen Redis) or after one reconnection
 * attempt (a stopped one), so no request waits on Redis for longer; callers decide what an outage
 * means for them (daily limits let the request through, the login throttle refuses it).
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [redisConfig.KEY],
      useFactory: (config: RedisConfig) =>
        new Redis(config.url, {
          keyPrefix: `${config.prefix}:`,
          maxRetriesPerRequest: 1,
          commandTimeout: config.commandTimeoutMs,
        }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
