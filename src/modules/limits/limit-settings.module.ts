import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from 'src/modules/auth/accounts.module';
import { DailyLimit } from 'src/modules/limits/entities/daily-limit.entity';
import { DailyLimitSettings } from 'src/modules/limits/services/daily-limit-settings.service';

/** Limits and per-user overrides from MySQL and config only: enough for the operator CLI. */
@Module({
  imports: [TypeOrmModule.forFeature([DailyLimit]), AccountsModule],
  providers: [DailyLimitSettings],
  exports: [DailyLimitSettings],
})
export class LimitSettingsModule {}
