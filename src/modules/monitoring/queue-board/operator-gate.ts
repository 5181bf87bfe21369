import { NotFoundException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import basicAuth from 'express-basic-auth';
import type { QueueBoardConfig } from 'src/config/queue-board.config';

/**
 * Bull Board's gate: 404 without operator credentials, else constant-time basic auth; the
 * credentials are stripped from the request so nothing downstream logs them.
 */
export function operatorGate(config: QueueBoardConfig): RequestHandler {
  const { credentials } = config;
  if (!credentials) {
    return () => {
      throw new NotFoundException();
    };
  }
  const check = basicAuth({
    users: { [credentials.user]: credentials.password },
    challenge: true,
    realm: 'Evaluation Service queues',
    unauthorizedResponse: { detail: [{ msg: 'Operator credentials required' }] },
  });
  return (request, response, next) =>
    check(request, response, (error?: unknown) => {
      delete (request as { auth?: unknown }).auth;
      next(error);
    });
}
