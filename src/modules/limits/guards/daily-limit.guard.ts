import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { assertWithinLimit, setRateLimitHeaders } from 'src/modules/limits/daily-usage';
import type { LimitFamily } from 'src/modules/limits/limit-family';
import { LimitsService } from 'src/modules/limits/services/limits.service';

export const DAILY_LIMIT_FAMILY = 'dailyLimitFamily';

/**
 * Counts the request against the daily quota; headers are set before the check, so the refusal
 * carries them.
 */
@Injectable()
export class DailyLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: LimitsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const family = this.reflector.getAllAndOverride<LimitFamily | undefined>(DAILY_LIMIT_FAMILY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!family) return true;
    const http = context.switchToHttp();
    const { user } = http.getRequest<Request & { user?: AuthenticatedUser }>();
    if (!user) {
      throw new Error('@DailyLimit() needs an authenticated route: no user on the request');
    }
    const usage = await this.limits.count(user.userId, family);
    if (usage.counted) setRateLimitHeaders(http.getResponse<Response>(), usage);
    assertWithinLimit(usage);
    return true;
  }
}
