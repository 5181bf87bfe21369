import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type LimitsConfig, limitsConfig } from 'src/config/limits.config';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { DailyLimit } from 'src/modules/limits/entities/daily-limit.entity';
import { LIMIT_FAMILIES, type LimitFamily } from 'src/modules/limits/limit-family';

export interface EffectiveLimit {
  family: LimitFamily;
  dailyLimit: number;
  source: 'override' | 'default';
}

/** Which daily limit applies to a user: the operator's override, else the configured default. */
@Injectable()
export class DailyLimitSettings {
  constructor(
    @InjectRepository(DailyLimit) private readonly overrides: Repository<DailyLimit>,
    private readonly accounts: AccountsService,
    @Inject(limitsConfig.KEY) private readonly config: LimitsConfig,
  ) {}

  get timeZone(): string {
    return this.config.timeZone;
  }

  // Read on every limited request (one indexed row), so a CLI change applies at once everywhere.
  async limitFor(apiUserId: string, family: LimitFamily): Promise<number> {
    const override = await this.overrides.findOne({
      select: { dailyLimit: true },
      where: { apiUserId, family },
    });
    return override?.dailyLimit ?? this.config.defaults[family];
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
  }

  /** Back to the configured default. */
  async clearOverride(username: string, family: LimitFamily): Promise<void> {
    const user = await this.accounts.requireUser(username);
    await this.overrides.delete({ apiUserId: user.id, family });
  }
}
