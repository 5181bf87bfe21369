import { type ConfigType, registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

export const APP_ROLES = ['all', 'api', 'worker'] as const;
export type AppRole = (typeof APP_ROLES)[number];

export const ENVIRONMENTS = ['sandbox', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

class AppEnv {
  @IsOptional() @IsInt() @Min(0) @Max(65535) PORT: number = 3000;
  @IsOptional() @IsIn(ENVIRONMENTS) ENVIRONMENT: Environment = 'sandbox';
  @IsOptional() @IsIn(APP_ROLES) APP_ROLE: AppRole = 'all';
  @IsOptional() @IsIn(LOG_LEVELS) LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';
  @IsOptional() @IsInt() @Min(100) @Max(600_000) HTTP_REQUEST_TIMEOUT_MS: number = 30_000;
  @IsOptional() @IsInt() @Min(100) @Max(600_000) HTTP_HEADERS_TIMEOUT_MS: number = 20_000;
}

export const appConfig = registerAs('app', () => {
  const env = validateConfig(AppEnv);
  return {
    port: env.PORT,
    environment: env.ENVIRONMENT,
    role: env.APP_ROLE,
    logLevel: env.LOG_LEVEL,
    isProduction: env.ENVIRONMENT === 'production',
    /** A client gets this long to send a whole request (headers within headersTimeoutMs). */
    http: {
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
    },
  };
});
export type AppConfig = ConfigType<typeof appConfig>;
