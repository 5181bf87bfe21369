import type { AuthFailure } from 'src/common/errors/problem';

/** No usable bearer token. Rendered 401 or 403 with the family's text (docs/api-contract.md §1). */
export class UnauthenticatedException extends Error {
  constructor(readonly reason: AuthFailure) {
    super(`Unauthenticated: ${reason}`);
    this.name = 'UnauthenticatedException';
  }
}
