import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { assertWithinLimit, setRateLimitHeaders } from 'src/modules/limits/daily-usage';
import type { LimitFamily } from 'src/modules/limits/limit-family';
import { LimitsService } from 'src/modules/limits/services/limits.service';

/**
 * Counts a PATCH against its daily limit only when it sends `isFinal: true` (docs/api-contract.md
 * §6, §9); not a guard, because a multipart body's `isFinal` is only read after the guards.
 */
@Injectable()
export class FinaliseLimit {
  constructor(private readonly limits: LimitsService) {}

  async count(
    body: { isFinal?: boolean },
    user: AuthenticatedUser,
    family: LimitFamily,
    response: Response,
  ): Promise<void> {
    if (body.isFinal !== true) return;
    const usage = await this.limits.count(user.userId, family);
    if (usage.counted) setRateLimitHeaders(response, usage);
    assertWithinLimit(usage);
  }
}
