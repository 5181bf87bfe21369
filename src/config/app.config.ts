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
}

export const appConfig = registerAs('app', () => {
  const env = validateConfig(AppEnv);
  return {
    port: env.PORT,
    environment: env.ENVIRONMENT,
    role: env.APP_ROLE,
    logLevel: env.LOG_LEVEL,
    isProduction: env.ENVIRONMENT === 'production',
  };
});
export type AppConfig = ConfigType<typeof appConfig>;
