import { applyDecorators } from '@nestjs/common';
import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

/** Ten years: longer than any school keeps a pupil's work; a guard against a typo in days. */
const MAX_DAYS = 3_650;

/** 0 keeps the family's data until it is erased (the default: nothing is purged unless set). */
const Days = () =>
  applyDecorators(
    IsOptional(),
    IsInt({ message: '$property must be a whole number of days' }),
    Min(0),
    Max(MAX_DAYS),
  );

class PrivacyEnv {
  @Days() RETENTION_DAYS_WRITING_EVALUATION: number = 0;
  @Days() RETENTION_DAYS_EXAM: number = 0;
  @Days() RETENTION_DAYS_ASSIGNMENT: number = 0;
  @Days() RETENTION_DAYS_LESSON_PLAN: number = 0;
  @Days() RETENTION_DAYS_WORKSHEET: number = 0;
  @Days() RETENTION_DAYS_CLASS_TRACK: number = 0;
  /** How often a worker runs the retention purge and the orphan-file sweep. */
  @IsOptional() @IsInt() @Min(10) @Max(86_400) RETENTION_SWEEP_INTERVAL_SECONDS: number = 3_600;
  /** A stored file no row refers to is removed once it is this old (an upload still attaching is younger). */
  @IsOptional() @IsInt() @Min(60) @Max(604_800) ORPHAN_FILE_GRACE_SECONDS: number = 3_600;
}

/** Retention periods per family (default for every client; the CLI overrides per client). */
export const privacyConfig = registerAs('privacy', () => {
  const env = validateConfig(PrivacyEnv);
  return {
    retentionDays: {
      writing_evaluation: env.RETENTION_DAYS_WRITING_EVALUATION,
      exam: env.RETENTION_DAYS_EXAM,
      assignment: env.RETENTION_DAYS_ASSIGNMENT,
      lesson_plan: env.RETENTION_DAYS_LESSON_PLAN,
      worksheet: env.RETENTION_DAYS_WORKSHEET,
      class_track: env.RETENTION_DAYS_CLASS_TRACK,
    },
    sweepIntervalSeconds: env.RETENTION_SWEEP_INTERVAL_SECONDS,
    orphanGraceSeconds: env.ORPHAN_FILE_GRACE_SECONDS,
  };
});
export type PrivacyConfig = ConfigType<typeof privacyConfig>;
export type RetentionFamily = keyof PrivacyConfig['retentionDays'];
