import { applyDecorators, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import { ApiIdempotencyKey } from 'src/modules/jobs/http/idempotency-key.decorator';
import { DailyLimit } from 'src/modules/limits/daily-limit.decorator';

const DAILY_LIMIT_MESSAGE =
  'Daily limit of 1000 evaluation requests reached; it resets at 00:01 UTC';

/**
 * What every evaluation submit shares: POST answering 200, the daily `evaluation` quota, the
 * `Idempotency-Key` header, and its documented errors in the family of `routePrefix`.
 */
export const SubmitEvaluation = (routePrefix: string, errors: Record<number, string>) =>
  applyDecorators(
    Post(),
    HttpCode(HttpStatus.OK),
    DailyLimit('evaluation'),
    ApiIdempotencyKey(),
    ApiErrors(routePrefix, {
      422: 'Idempotency-Key was already used with a different request body',
      ...errors,
      429: DAILY_LIMIT_MESSAGE,
    }),
  );
