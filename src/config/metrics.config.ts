import { type ConfigType, registerAs } from '@nestjs/config';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { booleanSetting, emptyAsUnset, validateConfig } from 'src/config/validate-config';

class MetricsEnv {
  @Transform(booleanSetting('METRICS_ENABLED', true))
  @IsBoolean({ message: 'METRICS_ENABLED must be true or false' })
  METRICS_ENABLED: boolean = true;

  /** When set, a scrape must send `Authorization: Bearer <METRICS_TOKEN>`. */
  @IsOptional()
  @Transform(emptyAsUnset)
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /** Worker processes (no HTTP API) serve `GET /metrics` on this port; 0 or unset: none. */
  @IsOptional()
  @Transform(emptyAsUnset)
  @IsInt({ message: 'WORKER_METRICS_PORT must be a port number' })
  @Min(0)
  @Max(65535)
  WORKER_METRICS_PORT: number = 0;
}

/** Prometheus metrics: `GET /metrics` on the API, and a small listener in worker processes. */
export const metricsConfig = registerAs('metrics', () => {
  const env = validateConfig(MetricsEnv);
  return {
    enabled: env.METRICS_ENABLED,
    token: env.METRICS_TOKEN ?? null,
    workerPort: env.WORKER_METRICS_PORT || null,
  };
});
export type MetricsConfig = ConfigType<typeof metricsConfig>;
