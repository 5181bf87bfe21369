import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { DAILY_LIMIT_FAMILY, DailyLimitGuard } from 'src/modules/limits/guards/daily-limit.guard';
import type { LimitFamily } from 'src/modules/limits/limit-family';

/**
 * Counts every request of the route against the caller's daily quota of `family` and sets the
 * `x-ratelimit-*` headers; over the limit it answers 429 (400 for `question_extraction`) in the
 * route's error family. Document that error on the route with `@ApiErrors`.
 */
export const DailyLimit = (family: LimitFamily) =>
  applyDecorators(SetMetadata(DAILY_LIMIT_FAMILY, family), UseGuards(DailyLimitGuard));
