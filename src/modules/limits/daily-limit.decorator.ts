import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { DAILY_LIMIT_FAMILY, DailyLimitGuard } from 'src/modules/limits/guards/daily-limit.guard';
import type { LimitFamily } from 'src/modules/limits/limit-family';

/**
 * Counts the route against the daily quota of `family` with `x-ratelimit-*` headers; document its
 * error with `@ApiErrors`.
 */
export const DailyLimit = (family: LimitFamily) =>
  applyDecorators(SetMetadata(DAILY_LIMIT_FAMILY, family), UseGuards(DailyLimitGuard));
