import { type ConfigType, registerAs } from '@nestjs/config';
import { ValidateBy } from 'class-validator';
import { splitList, validateConfig } from 'src/config/validate-config';

/** `scheme://host[:port]` exactly as a browser sends it in `Origin`: no path, no trailing slash. */
export function isExactOrigin(entry: string): boolean {
  try {
    const url = new URL(entry);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry;
  } catch {
    return false;
  }
}

class CorsEnv {
  /** Browser origins allowed to call the API; unset: no CORS headers at all (server-side use). */
  @ValidateBy({
    name: 'isOriginList',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && splitList(value).every(isExactOrigin),
      defaultMessage: () =>
        'CORS_ORIGINS must be a comma-separated list of exact origins such as https://app.example.com or http://localhost:5173 (scheme, host and port; no path, no trailing slash, no wildcard)',
    },
  })
  CORS_ORIGINS: string = '';
}

/**
 * Cross-origin access for browser apps (the public React worksheet app): which origins may call
 * the API. The API expects calls from servers (docs/api-contract.md), so it is off unless origins are listed.
 */
export const corsConfig = registerAs('cors', () => {
  const env = validateConfig(CorsEnv);
  return { origins: splitList(env.CORS_ORIGINS) };
});
export type CorsConfig = ConfigType<typeof corsConfig>;
