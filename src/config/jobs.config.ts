import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

class JobsEnv {
  /** A job still running after this is failed by the sweep (docs/api-contract.md). */
  @IsOptional() @IsInt() @Min(10) @Max(86_400) JOB_DEADLINE_SECONDS: number = 600;
  @IsOptional() @IsInt() @Min(1) @Max(3_600) JOB_SWEEP_INTERVAL_SECONDS: number = 10;
  /** How long a submit waits for Redis before leaving the job to the sweep. */
  @IsOptional() @IsInt() @Min(100) @Max(30_000) JOB_ENQUEUE_TIMEOUT_MS: number = 2_000;
}

export const jobsConfig = registerAs('jobs', () => {
  const env = validateConfig(JobsEnv);
  return {
    deadlineSeconds: env.JOB_DEADLINE_SECONDS,
    sweepIntervalSeconds: env.JOB_SWEEP_INTERVAL_SECONDS,
    enqueueTimeoutMs: env.JOB_ENQUEUE_TIMEOUT_MS,
  };
});
export type JobsConfig = ConfigType<typeof jobsConfig>;
