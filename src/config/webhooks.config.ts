import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

/** Used only outside production, so a fresh checkout runs without setup (32 bytes, base64). */
const SANDBOX_SECRET_KEY = Buffer.alloc(32, 'sandbox-webhook-secret-key').toString('base64');

class WebhooksEnv {
  @IsOptional() @IsString() ENVIRONMENT?: string;

  /** AES-256-GCM key for stored secrets: 32 bytes as base64 or 64 hex digits. */
  @IsOptional() @IsString() WEBHOOK_SECRET_KEY?: string;

  /** How often each worker looks for due outbox rows besides the poke after each commit. */
  @IsOptional() @IsInt() @Min(50) @Max(60_000) WEBHOOK_RELAY_INTERVAL_MS: number = 1_000;

  /** Rows one relay claims per transaction. */
  @IsOptional() @IsInt() @Min(1) @Max(1_000) WEBHOOK_RELAY_BATCH: number = 100;
}

/** Decodes the key; a wrong length is a start-up error, never a silently weaker key. */
function parseKey(raw: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) {
    throw new Error(
      'Invalid configuration: WEBHOOK_SECRET_KEY must be 32 bytes, as base64 or 64 hex digits',
    );
  }
  return key;
}

export const webhooksConfig = registerAs('webhooks', () => {
  const env = validateConfig(WebhooksEnv);
  if (env.ENVIRONMENT === 'production' && !env.WEBHOOK_SECRET_KEY) {
    throw new Error(
      'Invalid configuration: WEBHOOK_SECRET_KEY is required when ENVIRONMENT=production',
    );
  }
  return {
    secretKey: parseKey(env.WEBHOOK_SECRET_KEY ?? SANDBOX_SECRET_KEY),
    relayIntervalMs: env.WEBHOOK_RELAY_INTERVAL_MS,
    relayBatch: env.WEBHOOK_RELAY_BATCH,
    /** Receivers answer within 5 seconds (docs/api-contract.md). */
    deliveryTimeoutMs: 5_000,
    /** A claimed row not finished after this is claimed again (worker died, Redis lost the job). */
    dispatchStaleMs: 60_000,
  };
});
export type WebhooksConfig = ConfigType<typeof webhooksConfig>;
