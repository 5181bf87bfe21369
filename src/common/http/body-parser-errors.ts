import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MulterError } from 'multer';

/** A request body that could not be read; rendered by the route's family (never a 500). */
export class RequestBodyException extends Error {
  constructor(
    readonly reason: 'malformed' | 'too_large' | 'too_deep' | 'unsupported',
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
  'parameters.too.many': 'too_large',
  'querystring.parse.rangeError': 'too_deep',
};

/** Any other 4xx a parser raises (e.g. zlib on a body that is not the gzip it claims to be). */
function reasonByStatus(error: unknown): RequestBodyException['reason'] | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported';
  return 'malformed';
}

const isZlibError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
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
  const reason =
    (typeof type === 'string' ? REASON_BY_TYPE[type] : undefined) ?? reasonByStatus(error);
  if (!reason || !(error instanceof Error)) return next(error);
  const message = isZlibError(error)
    ? 'The request body is not encoded as its Content-Encoding header says'
    : error.message;
  next(new RequestBodyException(reason, message));
}

/** Deeper than any request of this API; refused before validation walks it recursively. */
export const MAX_BODY_DEPTH = 32;

/**
 * Refuses bodies nested deeper than MAX_BODY_DEPTH (class-transformer recurses even into ignored
 * fields) or with lone UTF-16 surrogates (MariaDB's JSON columns reject them); iterative walk.
 */
export function guardParsedBody(request: Request, _response: Response, next: NextFunction): void {
  const problem = bodyProblem(request.body);
  next(problem ?? undefined);
}

function bodyProblem(body: unknown): RequestBodyException | null {
  const pending: [value: unknown, depth: number][] = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return illFormedText();
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      return new RequestBodyException(
        'too_deep',
        `The request body is nested deeper than ${MAX_BODY_DEPTH} levels`,
      );
    }
    for (const [key, child] of Object.entries(value)) {
      if (!key.isWellFormed()) return illFormedText();
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

const illFormedText = () =>
  new RequestBodyException(
    'malformed',
    'The request body holds text that is not valid Unicode (an unpaired surrogate)',
  );

/**
 * A broken multipart form (no boundary, truncated part) is a malformed body, not a 500; multer's
 * limit errors pass.
 */
export function withMultipartErrors(parse: RequestHandler): RequestHandler {
  return (request, response, next) =>
    parse(request, response, (error?: unknown) => {
      if (!error || error instanceof MulterError || !(error instanceof Error)) return next(error);
      next(new RequestBodyException('malformed', `Malformed multipart body: ${error.message}`));
    });
}
