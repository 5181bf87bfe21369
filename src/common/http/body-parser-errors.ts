import type { NextFunction, Request, Response } from 'express';

/** A request body that could not be read; rendered by the route's family (never a 500). */
export class RequestBodyException extends Error {
  constructor(
    readonly reason: 'malformed' | 'too_large' | 'unsupported',
    message: string,
  ) {
    super(message);
    this.name = 'RequestBodyException';
  }
}

const REASON_BY_TYPE: Record<string, RequestBodyException['reason']> = {
  'entity.parse.failed': 'malformed',
  'entity.too.large': 'too_large',
  'entity.verify.failed': 'malformed',
  'request.size.invalid': 'malformed',
  'encoding.unsupported': 'unsupported',
  'charset.unsupported': 'unsupported',
};

/**
 * Express error middleware placed right after the body parsers: names their errors before Nest
 * rewraps them as anonymous 400s, so the filter can answer in the family's malformed-body shape.
 */
export function translateBodyParserErrors(
  error: unknown,
  _request: Request,
  _response: Response,
  next: NextFunction,
): void {
  const type = (error as { type?: unknown } | null)?.type;
  const reason = typeof type === 'string' ? REASON_BY_TYPE[type] : undefined;
  next(reason && error instanceof Error ? new RequestBodyException(reason, error.message) : error);
}
