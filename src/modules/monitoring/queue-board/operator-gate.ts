import { NotFoundException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import basicAuth from 'express-basic-auth';
import type { QueueBoardConfig } from 'src/config/queue-board.config';

/**
 * What stands in front of Bull Board: without operator credentials the board is not there (404,
 * as any unknown path); with them, HTTP basic auth compared in constant time by
 * express-basic-auth. The credentials it leaves on the request are removed before the board runs,
 * so nothing downstream can log them.
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
