import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AccessTokenClaims, AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { UnauthenticatedException } from 'src/common/errors/unauthenticated.exception';
import { type AuthConfig, authConfig } from 'src/config/auth.config';
import { AuthService } from 'src/modules/auth/services/auth.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly auth: AuthService,
    @Inject(authConfig.KEY) config: AuthConfig,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken turns a string secret into a KeyObject on every verify, which was the largest
      // CPU cost of an authenticated request; it takes a KeyObject as is. passport-jwt hands the key
      // to jsonwebtoken.verify unchanged, but its types predate KeyObject, hence the cast.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: unknown): Promise<AuthenticatedUser> {
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
