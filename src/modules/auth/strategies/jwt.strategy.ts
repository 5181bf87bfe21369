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

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    const user = await this.auth.authenticate(claims);
    if (!user) throw new UnauthenticatedException('invalid');
    return user;
  }
}
