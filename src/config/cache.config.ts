import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

class CacheEnv {
  /**
   * How long an API process keeps an API user and its limit overrides in memory. Operator changes
   * reach every process at once through Redis; 0 reads MySQL on every request.
   */
  @IsOptional() @IsInt() @Min(0) @Max(3600) ACCOUNT_CACHE_TTL_SECONDS: number = 30;
}

export const cacheConfig = registerAs('cache', () => {
  const env = validateConfig(CacheEnv);
  return {
    ttlMs: env.ACCOUNT_CACHE_TTL_SECONDS * 1000,
    /** Entries per cache and process; the oldest goes first beyond it. */
    maxEntries: 10_000,
    /** How often the subscriber connection proves it is alive (a silent one could miss changes). */
    heartbeatMs: 5_000,
  };
});
export type CacheConfig = ConfigType<typeof cacheConfig>;
