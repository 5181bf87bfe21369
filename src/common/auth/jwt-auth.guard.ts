import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { IS_PUBLIC } from 'src/common/auth/public.decorator';
import { UnauthenticatedException } from 'src/common/errors/unauthenticated.exception';

/** Global bearer guard: every route needs a valid access token unless marked `@Public()`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isPublic || super.canActivate(context);
  }

  /** Passport's outcome as the reason each family words differently (docs/api-contract.md §1). */
  override handleRequest<TUser = AuthenticatedUser>(
    error: unknown,
    user: TUser | false,
    info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (error instanceof Error) throw error;
    if (user) return user;
    if (!context.switchToHttp().getRequest<Request>().headers.authorization) {
      throw new UnauthenticatedException('missing');
    }
    const expired = info instanceof Error && info.name === 'TokenExpiredError';
    throw new UnauthenticatedException(expired ? 'expired' : 'invalid');
  }
}
