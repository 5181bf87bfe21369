import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims, AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { BearerAuthenticator } from 'src/common/auth/bearer-authenticator';
import { UnauthenticatedException } from 'src/common/errors/unauthenticated.exception';
import { type AuthConfig, authConfig } from 'src/config/auth.config';
import { AuthService } from 'src/modules/auth/services/auth.service';

/** Checks an access token (HS256, not expired, our claims) and finds its active user. */
@Injectable()
export class AccessTokens extends BearerAuthenticator {
  /**
   * jsonwebtoken turns a string secret into a KeyObject on every verify, which was the largest
   * CPU cost of an authenticated request; it takes a KeyObject as is. JwtService hands the key
   * to jsonwebtoken.verify unchanged, but its types predate KeyObject, hence the cast below.
   */
  private readonly key: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    private readonly auth: AuthService,
    @Inject(authConfig.KEY) config: AuthConfig,
  ) {
    super();
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  async authenticate(token: string): Promise<AuthenticatedUser> {
    let payload: unknown;
    try {
      payload = this.jwt.verify<object>(token, {
        secret: this.key as unknown as Buffer,
        algorithms: ['HS256'],
      });
    } catch (error) {
      const expired = error instanceof Error && error.name === 'TokenExpiredError';
      throw new UnauthenticatedException(expired ? 'expired' : 'invalid');
    }
    // A token we signed always has these; one without them (or with other types) is refused
    // before any lookup, so a token without `exp` cannot live forever.
    if (!hasAccessTokenClaims(payload)) throw new UnauthenticatedException('invalid');
    const user = await this.auth.authenticate(payload);
    if (!user) throw new UnauthenticatedException('invalid');
    return user;
  }
}

type SignedClaims = AccessTokenClaims & { iat: number; exp: number };

function hasAccessTokenClaims(payload: unknown): payload is SignedClaims {
  if (typeof payload !== 'object' || payload === null) return false;
  const claims = payload as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.cid === 'string' &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  );
}
