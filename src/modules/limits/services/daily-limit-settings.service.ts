import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CacheInvalidation } from 'src/common/cache/cache-invalidation.service';
import type { LocalCache } from 'src/common/cache/local-cache';
import { type LimitsConfig, limitsConfig } from 'src/config/limits.config';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { DailyLimit } from 'src/modules/limits/entities/daily-limit.entity';
import { LIMIT_FAMILIES, type LimitFamily } from 'src/modules/limits/limit-family';

/** API processes' cache of each user's overrides by user id; `limits:set`/`clear` empty it. */
export const LIMIT_OVERRIDE_CACHE = 'limit-overrides';

type UserOverrides = Readonly<Partial<Record<LimitFamily, number>>>;

export interface EffectiveLimit {
  family: LimitFamily;
  dailyLimit: number;
  source: 'override' | 'default';
}

/** Which daily limit applies to a user: the operator's override, else the configured default. */
@Injectable()
export class DailyLimitSettings {
  private readonly cached: LocalCache<UserOverrides>;

  constructor(
    @InjectRepository(DailyLimit) private readonly overrides: Repository<DailyLimit>,
    private readonly accounts: AccountsService,
    @Inject(limitsConfig.KEY) private readonly config: LimitsConfig,
    private readonly caches: CacheInvalidation,
  ) {
    this.cached = caches.cache<UserOverrides>(LIMIT_OVERRIDE_CACHE);
  }

  get timeZone(): string {
    return this.config.timeZone;
  }

  /**
   * Read on every limited request, from this process's cache of the user's overrides; a CLI
   * change empties that entry in every process, so it applies with the next request.
   */
  async limitFor(apiUserId: string, family: LimitFamily): Promise<number> {
    const overrides = await this.cached.getOrLoad(apiUserId, () => this.loadOverrides(apiUserId));
    return overrides?.[family] ?? this.config.defaults[family];
  }

  private async loadOverrides(apiUserId: string): Promise<UserOverrides> {
    const rows = await this.overrides.find({
      select: { family: true, dailyLimit: true },
      where: { apiUserId },
    });
    return Object.freeze(Object.fromEntries(rows.map((row) => [row.family, row.dailyLimit])));
  }

  async effectiveLimits(username: string): Promise<EffectiveLimit[]> {
    const user = await this.accounts.requireUser(username);
    const overrides = await this.overrides.findBy({ apiUserId: user.id });
    return LIMIT_FAMILIES.map((family) => {
      const override = overrides.find((row) => row.family === family);
      return override
        ? { family, dailyLimit: override.dailyLimit, source: 'override' }
        : { family, dailyLimit: this.config.defaults[family], source: 'default' };
    });
  }

  async setOverride(username: string, family: LimitFamily, dailyLimit: number): Promise<void> {
    const user = await this.accounts.requireUser(username);
    const existing = await this.overrides.findOneBy({ apiUserId: user.id, family });
    await this.overrides.save(
      existing
        ? Object.assign(existing, { dailyLimit })
        : this.overrides.create({ apiUserId: user.id, family, dailyLimit }),
    );
    await this.caches.publish(LIMIT_OVERRIDE_CACHE, user.id);
  }

  /** Back to the configured default. */
  async clearOverride(username: string, family: LimitFamily): Promise<void> {
    const user = await this.accounts.requireUser(username);
    await this.overrides.delete({ apiUserId: user.id, family });
    await this.caches.publish(LIMIT_OVERRIDE_CACHE, user.id);
  }
}
