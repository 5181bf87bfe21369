import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthFailure } from 'src/common/errors/problem';

/**
 * Why a scrape is refused (null: allowed); tokens compared by digest, so timing reveals nothing.
 */
export function scrapeRefusal(
  authorization: string | undefined,
  token: string | null,
): AuthFailure | null {
  if (token === null) return null;
  if (!authorization) return 'missing';
  const sent = /^Bearer +(\S+) *$/i.exec(authorization)?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token)) ? null : 'invalid';
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
