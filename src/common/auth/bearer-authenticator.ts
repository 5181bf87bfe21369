import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';

/**
 * Turns a bearer token into the caller, for the global guard; the auth module provides it.
 * Throws UnauthenticatedException ('invalid' or 'expired') for a token it does not accept.
 */
export abstract class BearerAuthenticator {
  abstract authenticate(token: string): Promise<AuthenticatedUser>;
}
