import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { type RedisConfig, redisConfig } from 'src/config/redis.config';

export const REDIS = Symbol('REDIS');

/**
 * One shared, prefixed ioredis connection for counters and health checks. Commands fail after
 * REDIS_COMMAND_TIMEOUT_MS or one reconnect; callers decide what an outage means.
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
