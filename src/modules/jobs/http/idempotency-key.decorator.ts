import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import { JobsErrorCode, JobsException } from 'src/modules/jobs/exceptions/jobs.exception';

const HEADER = 'idempotency-key';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

const readKey = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => {
    const value = context.switchToHttp().getRequest<Request>().header(HEADER);
    if (value === undefined) return undefined;
    if (!VALID_KEY.test(value)) {
      throw new JobsException(
        JobsErrorCode.INVALID_IDEMPOTENCY_KEY,
        'Idempotency-Key must be 1–255 visible ASCII characters',
      );
    }
    return value;
  },
);

/**
 * The optional `Idempotency-Key` header of a job submit: the same key and body from the same API
 * user within 24 hours returns the first job's subject instead of starting another; the same key
 * with a different body is refused with 422 (JobSubmitter).
 */
export const IdempotencyKey = () => readKey();

export const ApiIdempotencyKey = () =>
  applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Makes retries safe: the same key and body within 24 h return the same id; ' +
        'the same key with a different body answers 422.',
    }),
  );
