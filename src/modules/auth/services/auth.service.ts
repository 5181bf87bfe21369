import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims, AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { CacheInvalidation } from 'src/common/cache/cache-invalidation.service';
import type { LocalCache } from 'src/common/cache/local-cache';
import { type AuthConfig, authConfig } from 'src/config/auth.config';
import type { ApiUser } from 'src/modules/auth/entities/api-user.entity';
import { AuthErrorCode, AuthException } from 'src/modules/auth/exceptions/auth.exception';
import { ACTIVE_USER_CACHE, AccountsService } from 'src/modules/auth/services/accounts.service';
import { LoginThrottle } from 'src/modules/auth/services/login-throttle.service';
import { PasswordHasher } from 'src/modules/auth/services/password-hasher.service';

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
}

@Injectable()
export class AuthService {
  private readonly activeUsers: LocalCache<AuthenticatedUser>;

  constructor(
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    caches: CacheInvalidation,
  ) {
    this.activeUsers = caches.cache<AuthenticatedUser>(ACTIVE_USER_CACHE);
  }

  /** Checks a username and password (failures 401 and 429, docs/api-contract.md §2). */
  async verifyCredentials(username: string, password: string): Promise<AuthenticatedUser> {
    await this.throttle.countAttempt(username);
    const user = await this.accounts.findForLogin(username);
    const passwordMatches = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !passwordMatches) {
      throw new AuthException(AuthErrorCode.INVALID_CREDENTIALS, 'Incorrect username or password');
    }
    await this.throttle.reset(username);
    if (user.disabled) {
      throw new AuthException(AuthErrorCode.USER_DISABLED, 'User account is disabled');
    }
    return this.toAuthenticatedUser(user);
  }

  issueToken(user: AuthenticatedUser): IssuedToken {
    const claims: AccessTokenClaims = { sub: user.userId, cid: user.clientId, jti: randomUUID() };
    const accessToken = this.jwt.sign(claims, { expiresIn: this.config.tokenTtlSeconds });
    return { access_token: accessToken, token_type: 'bearer' };
  }

  /**
   * The active user behind a token, cached per process; disabling a user drops it everywhere at
   * once.
   */
  async authenticate(claims: AccessTokenClaims): Promise<AuthenticatedUser | null> {
    const user = await this.activeUsers.getOrLoad(claims.sub, () => this.loadActive(claims.sub));
    if (!user || user.clientId !== claims.cid) return null;
    return user;
  }

  private async loadActive(userId: string): Promise<AuthenticatedUser | undefined> {
    const user = await this.accounts.findActive(userId);
    // Shared by every request of the user while cached: read-only.
    return user?.client ? Object.freeze(this.toAuthenticatedUser(user)) : undefined;
  }

  private toAuthenticatedUser(user: ApiUser): AuthenticatedUser {
    if (!user.client) {
      throw new AuthException(AuthErrorCode.NO_CLIENT, 'No client found with user');
    }
    return {
      userId: user.id,
      username: user.username,
      clientId: user.client.id,
      clientPublicId: user.client.clientId,
    };
  }
}
