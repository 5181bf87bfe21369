import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS } from 'src/common/redis/redis.module';
import { type AuthConfig, authConfig } from 'src/config/auth.config';
import { AuthErrorCode, AuthException } from 'src/modules/auth/exceptions/auth.exception';

/** CONTRACT.md §2: after 10 wrong passwords for one username within 5 minutes, answer 429. */
@Injectable()
export class LoginThrottle {
  private readonly failures: RateLimiterRedis;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {
    this.failures = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'login-failures',
      points: config.loginMaxFailures,
      duration: config.loginFailureWindowSeconds,
    });
  }

  async assertAllowed(username: string): Promise<void> {
    const state = await this.failures.get(this.key(username));
    if (state && state.consumedPoints >= this.config.loginMaxFailures) {
      const seconds = Math.ceil(state.msBeforeNext / 1000);
      throw new AuthException(
        AuthErrorCode.TOO_MANY_ATTEMPTS,
        `Too many failed login attempts; try again in ${seconds} seconds`,
      );
    }
  }

  async recordFailure(username: string): Promise<void> {
    await this.failures.consume(this.key(username)).catch((rejection: unknown) => {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
    });
  }

  async reset(username: string): Promise<void> {
    await this.failures.delete(this.key(username));
  }

  private key(username: string): string {
    return username.trim().toLowerCase();
  }
}
