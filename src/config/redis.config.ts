import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

class RedisEnv {
  @IsOptional()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must look like redis://host:6379' })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  /** Namespace for every key this service writes, so environments can share one Redis. */
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]+$/, { message: 'REDIS_PREFIX may use letters, digits, _ . -' })
  REDIS_PREFIX: string = 'evs';

  /** The longest a request waits on Redis (limits, login throttle, health) before going on. */
  @IsOptional() @IsInt() @Min(50) @Max(30_000) REDIS_COMMAND_TIMEOUT_MS: number = 1_000;
}

export const redisConfig = registerAs('redis', () => {
  const env = validateConfig(RedisEnv);
  const url = new URL(env.REDIS_URL);
  return {
    url: env.REDIS_URL,
    host: url.hostname,
    port: Number(url.port || 6379),
    /** Connection parts for clients (Bull) that take options rather than a URL. */
    connection: {
      host: url.hostname,
      port: Number(url.port || 6379),
      username: decodeURIComponent(url.username) || undefined,
      password: decodeURIComponent(url.password) || undefined,
      db: Number(url.pathname.slice(1) || 0),
      tls: url.protocol === 'rediss:' ? {} : undefined,
    },
    prefix: env.REDIS_PREFIX,
    commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
  };
});
export type RedisConfig = ConfigType<typeof redisConfig>;
