import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { Metrics } from 'src/common/metrics/metrics.service';
import { REDIS } from 'src/common/redis/redis.module';
import { assertWithinLimit, type DailyUsage } from 'src/modules/limits/daily-usage';
import type { LimitFamily } from 'src/modules/limits/limit-family';
import { type LimitWindow, limitWindow } from 'src/modules/limits/limit-window';
import { DailyLimitSettings } from 'src/modules/limits/services/daily-limit-settings.service';

/** The new count of KEYS[1]; it expires at ARGV[1] (Unix seconds), the end of its quota day. */
const COUNT_DAILY_SCRIPT = `
local used = redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[1])
return used`;

interface CountDaily {
  countDaily(key: string, expireAt: number): Promise<number>;
}

/** Daily quotas per API user and family, counted in Redis (docs/api-contract.md §9). */
@Injectable()
export class LimitsService {
  private readonly logger = new Logger(LimitsService.name);
  /** When the last "not counted" warning was logged: once a minute is enough during an outage. */
  private lastOutageLog = 0;
  /** The window of the last request: one luxon calculation a day instead of one a request. */
  private window?: LimitWindow;

  private readonly redis: Redis & CountDaily;

  constructor(
    @Inject(REDIS) redis: Redis,
    private readonly settings: DailyLimitSettings,
    private readonly metrics: Metrics,
  ) {
    if (!('countDaily' in redis)) {
      redis.defineCommand('countDaily', { numberOfKeys: 1, lua: COUNT_DAILY_SCRIPT });
    }
    this.redis = redis as Redis & CountDaily;
  }

  /**
   * Counts one request, then compares: rejected requests count too. Fails open when Redis does not
   * answer in time: a school's work matters more than a quota during an outage.
   */
  async count(apiUserId: string, family: LimitFamily, now = new Date()): Promise<DailyUsage> {
    const timeZone = this.settings.timeZone;
    const { day, resetsAt } = this.windowAt(now);
    const key = `daily-limit:${family}:${apiUserId}:${day}`;
    const [limit, used] = await Promise.all([
      this.settings.limitFor(apiUserId, family),
      this.increment(key, resetsAt).catch((error: unknown) => this.uncounted(error, family)),
    ]);
    if (used === null) {
      return { family, limit, used: 0, remaining: limit, resetsAt, timeZone, counted: false };
    }
    return {
      family,
      limit,
      used,
      remaining: Math.max(0, limit - used),
      resetsAt,
      timeZone,
      counted: true,
    };
  }

  /**
   * Counts and throws when over, for paths limited only sometimes; always-limited routes use
   * `@DailyLimit()`.
   */
  async consume(apiUserId: string, family: LimitFamily): Promise<DailyUsage> {
    const usage = await this.count(apiUserId, family);
    assertWithinLimit(usage);
    return usage;
  }

  private windowAt(now: Date): LimitWindow {
    const last = this.window;
    if (last && now >= last.startsAt && now < last.resetsAt) return last;
    this.window = limitWindow(now, this.settings.timeZone);
    return this.window;
  }

  private uncounted(error: unknown, family: LimitFamily): null {
    this.metrics.fallback('daily_limit_open');
    if (Date.now() - this.lastOutageLog > 60_000) {
      this.lastOutageLog = Date.now();
      this.logger.warn({ err: error, family }, 'Daily limits not counted: Redis unavailable');
    }
    return null;
  }

  /**
   * INCR and EXPIREAT in one round trip and atomically, so no counter outlives its day: a script
   * (one EVALSHA) rather than MULTI/EXEC, which is four commands for the client to build and read.
   */
  private async increment(key: string, resetsAt: Date): Promise<number> {
    return this.redis.countDaily(key, Math.ceil(resetsAt.getTime() / 1000));
  }
}
