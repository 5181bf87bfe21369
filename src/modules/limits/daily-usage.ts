import type { Response } from 'express';
import { DateTime } from 'luxon';
import { LimitsErrorCode, LimitsException } from 'src/modules/limits/exceptions/limits.exception';
import { familyLabel, type LimitFamily } from 'src/modules/limits/limit-family';

/** One user's count in one family for the current quota day, this request included. */
export interface DailyUsage {
  family: LimitFamily;
  limit: number;
  used: number;
  remaining: number;
  resetsAt: Date;
  timeZone: string;
  /** False when Redis could not count it: the request went through uncounted (limits fail open). */
  counted: boolean;
}

export const isOverLimit = (usage: DailyUsage): boolean => usage.used > usage.limit;

/**
 * The `x-ratelimit-*` headers of a limited route (`reset` is Unix seconds of the next reset), and
 * on a refusal `Retry-After`: the seconds until then (RFC 9110 §10.2.3).
 */
export function setRateLimitHeaders(response: Response, usage: DailyUsage, now = Date.now()): void {
  response.setHeader('x-ratelimit-limit', String(usage.limit));
  response.setHeader('x-ratelimit-remaining', String(usage.remaining));
  response.setHeader('x-ratelimit-reset', String(Math.floor(usage.resetsAt.getTime() / 1000)));
  if (isOverLimit(usage)) {
    const seconds = Math.max(1, Math.ceil((usage.resetsAt.getTime() - now) / 1000));
    response.setHeader('retry-after', String(seconds));
  }
}

/** 429, or 400 for question extraction (docs/api-contract.md §9), saying when the quota returns. */
export function assertWithinLimit(usage: DailyUsage): void {
  if (!isOverLimit(usage)) return;
  const resetTime = DateTime.fromJSDate(usage.resetsAt, { zone: usage.timeZone }).toFormat('HH:mm');
  throw new LimitsException(
    usage.family === 'question_extraction'
      ? LimitsErrorCode.DAILY_EXTRACTION_LIMIT_REACHED
      : LimitsErrorCode.DAILY_LIMIT_REACHED,
    `Daily limit of ${usage.limit} ${familyLabel(usage.family)} requests reached; ` +
      `it resets at ${resetTime} ${usage.timeZone}`,
  );
}
