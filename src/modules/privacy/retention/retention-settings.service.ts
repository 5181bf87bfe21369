import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type PrivacyConfig, privacyConfig, type RetentionFamily } from 'src/config/privacy.config';
import { RetentionSetting } from 'src/modules/privacy/entities/retention-setting.entity';
import { RETENTION_FAMILIES } from 'src/modules/privacy/erasure/resource-types';

export interface EffectiveRetention {
  family: RetentionFamily;
  /** 0: kept until erased. */
  days: number;
  source: 'default' | 'client';
}

/** Retention periods: the configured default per family, overridden per client by the operator. */
@Injectable()
export class RetentionSettings {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(privacyConfig.KEY) private readonly config: PrivacyConfig,
  ) {}

  async effective(clientId: string): Promise<EffectiveRetention[]> {
    const overrides = await this.dataSource.manager.findBy(RetentionSetting, { clientId });
    return RETENTION_FAMILIES.map((family) => {
      const override = overrides.find((row) => row.family === family);
      return override
        ? { family, days: override.days, source: 'client' as const }
        : { family, days: this.config.retentionDays[family], source: 'default' as const };
    });
  }

  async set(clientId: string, family: RetentionFamily, days: number): Promise<void> {
    await this.dataSource.manager.upsert(RetentionSetting, { clientId, family, days }, [
      'clientId',
      'family',
    ]);
  }

  async clear(clientId: string, family: RetentionFamily): Promise<void> {
    await this.dataSource.manager.delete(RetentionSetting, { clientId, family });
  }

  /** Clients that may have something to purge: all when a default is set, else those with a period. */
  async clientsToPurge(): Promise<string[]> {
    const anyDefault = Object.values(this.config.retentionDays).some((days) => days > 0);
    const rows = await this.dataSource.query<{ client_id: string }[]>(
      anyDefault
        ? 'SELECT id AS client_id FROM clients ORDER BY id'
        : 'SELECT DISTINCT client_id FROM retention_settings WHERE days > 0 ORDER BY client_id',
    );
    return rows.map((row) => row.client_id);
  }
}
