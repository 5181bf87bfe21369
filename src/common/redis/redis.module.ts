import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { type RedisConfig, redisConfig } from 'src/config/redis.config';

export const REDIS = Symbol('REDIS');

/**
 * One shared ioredis connection for counters (limits, login throttling) and health checks. Every
 * key carries the configured prefix, so environments and test runs can share one Redis server.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [redisConfig.KEY],
      useFactory: (config: RedisConfig) =>
        new Redis(config.url, { keyPrefix: `${config.prefix}:`, maxRetriesPerRequest: 2 }),
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
