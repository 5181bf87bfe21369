import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { BearerAuthenticator } from 'src/common/auth/bearer-authenticator';
import { IS_PUBLIC } from 'src/common/auth/public.decorator';
import { UnauthenticatedException } from 'src/common/errors/unauthenticated.exception';

/**
 * Global bearer guard: every route needs a valid access token unless marked `@Public()`. A plain
 * guard rather than passport's: the per-request strategy objects and callbacks cost as much CPU
 * as verifying the token itself, and one scheme needs none of passport's generality.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: BearerAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const header = request.headers.authorization;
    // The reasons the families word differently (CONTRACT.md §1).
    if (!header) throw new UnauthenticatedException('missing');
    const token = bearerToken(header);
    if (!token) throw new UnauthenticatedException('invalid');
    request.user = await this.tokens.authenticate(token);
    return true;
  }
}

/** `Bearer <token>`, the scheme in any case: the first two whitespace-separated words. */
function bearerToken(header: string): string | null {
  const match = /(\S+)\s+(\S+)/.exec(header);
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}
