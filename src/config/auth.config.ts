import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

/** Used only outside production, so a fresh checkout runs without setup. */
const SANDBOX_JWT_SECRET = 'sandbox-only-jwt-secret-change-me';

class AuthEnv {
  @IsOptional() @IsString() ENVIRONMENT?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  /** log2 of scrypt's N. 17 is OWASP's minimum; lower only for tests. */
  @IsOptional() @IsInt() @Min(10) @Max(20) PASSWORD_HASH_COST: number = 17;

  @IsOptional() @IsInt() @Min(1) @Max(1000) LOGIN_MAX_FAILURES: number = 10;
  @IsOptional() @IsInt() @Min(1) @Max(86400) LOGIN_FAILURE_WINDOW_SECONDS: number = 300;
}

export const authConfig = registerAs('auth', () => {
  const env = validateConfig(AuthEnv);
  if (env.ENVIRONMENT === 'production' && !env.JWT_SECRET) {
    throw new Error('Invalid configuration: JWT_SECRET is required when ENVIRONMENT=production');
  }
  return {
    jwtSecret: env.JWT_SECRET ?? SANDBOX_JWT_SECRET,
    /** Tokens expire 30 minutes after issue (docs/api-contract.md). */
    tokenTtlSeconds: 1800,
    passwordHashCost: env.PASSWORD_HASH_COST,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginFailureWindowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
  };
});
export type AuthConfig = ConfigType<typeof authConfig>;
