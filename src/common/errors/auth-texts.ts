import type { AuthFailure } from 'src/common/errors/problem';

/** Texts of the families that answer 401 (docs/api-contract.md §1). */
export const UNAUTHORIZED_TEXT: Record<AuthFailure, string> = {
  missing: 'Authorization header is missing',
  invalid: 'Could not validate credentials',
  expired: 'Token has expired',
};

/** Texts of the families that answer 403 (Django REST framework's). */
export const FORBIDDEN_TEXT: Record<AuthFailure, string> = {
  missing: 'Authentication credentials were not provided.',
  invalid: 'Given token not valid for any token type',
  expired: 'Token is expired',
};
