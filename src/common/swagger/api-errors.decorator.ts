import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { errorFamilyFor } from 'src/common/errors/error-families';
import type { Problem } from 'src/common/errors/problem';

/** Error responses a route documents, keyed by status, with an optional sample message. */
export type DocumentedErrors = number[] | Record<number, string>;

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Invalid request',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Daily limit reached; it resets at 00:01 server time',
};

function sampleProblem(status: number, message: string | undefined): Problem {
  switch (status) {
    case 401:
    case 403:
      return message
        ? { kind: 'error', status, message }
        : { kind: 'unauthenticated', reason: 'invalid' };
    case 422:
      return {
        kind: 'validation',
        issues: [
          {
            loc: ['body', 'username'],
            type: 'missing',
            msg: message ?? 'Field required',
            input: {},
          },
        ],
      };
    case 500:
      return { kind: 'internal' };
    default:
      return { kind: 'error', status, message: message ?? DEFAULT_MESSAGES[status] ?? 'Error' };
  }
}

/**
 * Documents a route's error responses with examples rendered by the route's own error family,
 * so Swagger shows exactly the bodies clients receive. `routePrefix` picks the family.
 */
export function ApiErrors(routePrefix: string, errors: DocumentedErrors) {
  const family = errorFamilyFor(routePrefix);
  const entries: [number, string | undefined][] = Array.isArray(errors)
    ? errors.map((status) => [status, undefined])
    : Object.entries(errors).map(([status, message]) => [Number(status), message]);
  return applyDecorators(
    ...entries.map(([status, message]) => {
      const rendered = family.render(sampleProblem(status, message));
      return ApiResponse({
        status: rendered.status,
        description: `Error (${family.name} family)`,
        content: { 'application/json': { example: rendered.body } },
      });
    }),
  );
}
