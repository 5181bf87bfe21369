import { Global, Module } from '@nestjs/common';
import { DailyLimitGuard } from 'src/modules/limits/guards/daily-limit.guard';
import { LimitSettingsModule } from 'src/modules/limits/limit-settings.module';
import { LimitsService } from 'src/modules/limits/services/limits.service';

/**
 * Daily quotas. Global because every job family limits its start routes: `@DailyLimit()` resolves
 * its guard in the controller's own module, which then needs no import of its own.
 */
@Global()
@Module({
  imports: [LimitSettingsModule],
  providers: [LimitsService, DailyLimitGuard],
  exports: [LimitsService, DailyLimitGuard],
})
export class LimitsModule {}
