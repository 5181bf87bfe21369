import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives every request an id before anything else runs (even body parsing), echoes it in
 * `x-request-id`, and keeps a caller's own well-formed id so logs can be joined across systems.
 */
export function requestIdMiddleware(
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const incoming = request.header(REQUEST_ID_HEADER);
  const id = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
  request.id = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}
