import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Metrics } from 'src/common/metrics/metrics.service';
import { REDIS } from 'src/common/redis/redis.module';
import { type AuthConfig, authConfig } from 'src/config/auth.config';
import { AuthErrorCode, AuthException } from 'src/modules/auth/exceptions/auth.exception';

/**
 * After 10 wrong passwords for one username within 5 minutes, answer 429. Counted with one INCR
 * before the password check, so parallel guesses cannot race past it; a success clears it.
 */
@Injectable()
export class LoginThrottle {
  private readonly logger = new Logger(LoginThrottle.name);
  private readonly attempts: RateLimiterRedis;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly metrics: Metrics,
  ) {
    this.attempts = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'login-failures',
      points: config.loginMaxFailures,
      duration: config.loginFailureWindowSeconds,
    });
  }

  /** Counts this attempt; refuses it when the window's attempts are used up. */
  async countAttempt(username: string): Promise<void> {
    try {
      await this.attempts.consume(this.key(username));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // Closed on an outage: an uncounted attempt would let guessing through unthrottled.
        this.logger.warn({ err: rejection }, 'Login throttle unavailable (Redis); refusing logins');
        this.metrics.fallback('login_throttle_closed');
        throw new AuthException(
          AuthErrorCode.THROTTLE_UNAVAILABLE,
          'Logins are unavailable for a moment; try again shortly',
        );
      }
      const seconds = Math.ceil(rejection.msBeforeNext / 1000);
      throw new AuthException(
        AuthErrorCode.TOO_MANY_ATTEMPTS,
        `Too many failed login attempts; try again in ${seconds} seconds`,
      );
    }
  }

  /** After a success; an outage here only leaves the count to expire with its window. */
  async reset(username: string): Promise<void> {
    await this.attempts.delete(this.key(username)).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not clear a login attempt count (Redis)');
      this.metrics.fallback('login_reset_skipped');
    });
  }

  private key(username: string): string {
    return username.trim().toLowerCase();
  }
}
