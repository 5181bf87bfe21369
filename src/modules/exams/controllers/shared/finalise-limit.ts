import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { assertWithinLimit, setRateLimitHeaders } from 'src/modules/limits/daily-usage';
import type { LimitFamily } from 'src/modules/limits/limit-family';
import { LimitsService } from 'src/modules/limits/services/limits.service';

/**
 * The daily limits of a PATCH that only sometimes starts a job: only `isFinal: true` counts
 * (`question_extraction` → 400, `answer_sheet_evaluation` → 429, SPEC.md), with the
 * `x-ratelimit-*` headers as `@DailyLimit()` sets them. A guard cannot do it: a multipart body's
 * `isFinal` is only read after the guards.
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
