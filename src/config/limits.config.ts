import { type ConfigType, registerAs } from '@nestjs/config';
import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, IsTimeZone, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

/**
 * The request families that have a daily quota, each counted separately per API user; the names
 * appear in the `LIMIT_DAILY_*` settings, CLI options and Redis keys.
 */
export const LIMIT_FAMILIES = [
  'evaluation',
  'lesson_plan',
  'worksheet',
  'action_plan',
  'class_track',
  'question_extraction',
  'answer_sheet_evaluation',
] as const;

export type LimitFamily = (typeof LIMIT_FAMILIES)[number];

const MAX_DAILY = 10_000_000;
const DEFAULT_DAILY = 1000;

/** Zero is allowed: it switches a family off until an operator sets a per-user override. */
const Daily = () =>
  applyDecorators(
    IsOptional(),
    IsInt({ message: '$property must be a whole number' }),
    Min(0),
    Max(MAX_DAILY),
  );

class LimitsEnv {
  @Daily() LIMIT_DAILY_EVALUATION: number = DEFAULT_DAILY;
  @Daily() LIMIT_DAILY_LESSON_PLAN: number = DEFAULT_DAILY;
  @Daily() LIMIT_DAILY_WORKSHEET: number = DEFAULT_DAILY;
  @Daily() LIMIT_DAILY_ACTION_PLAN: number = DEFAULT_DAILY;
  @Daily() LIMIT_DAILY_CLASS_TRACK: number = DEFAULT_DAILY;
  @Daily() LIMIT_DAILY_QUESTION_EXTRACTION: number = DEFAULT_DAILY;
  @Daily() LIMIT_DAILY_ANSWER_SHEET_EVALUATION: number = DEFAULT_DAILY;

  /** The day resets at 00:01 server time (docs/api-contract.md); "server time" is this IANA zone. */
  @IsOptional()
  @IsTimeZone({ message: 'LIMITS_TIME_ZONE must be an IANA time zone such as UTC or Asia/Kolkata' })
  LIMITS_TIME_ZONE: string = 'UTC';
}

/** Default daily quotas per family (per API user) and the zone whose 00:01 resets them. */
export const limitsConfig = registerAs('limits', () => {
  const env = validateConfig(LimitsEnv);
  const defaults: Record<LimitFamily, number> = {
    evaluation: env.LIMIT_DAILY_EVALUATION,
    lesson_plan: env.LIMIT_DAILY_LESSON_PLAN,
    worksheet: env.LIMIT_DAILY_WORKSHEET,
    action_plan: env.LIMIT_DAILY_ACTION_PLAN,
    class_track: env.LIMIT_DAILY_CLASS_TRACK,
    question_extraction: env.LIMIT_DAILY_QUESTION_EXTRACTION,
    answer_sheet_evaluation: env.LIMIT_DAILY_ANSWER_SHEET_EVALUATION,
  };
  return { defaults, timeZone: env.LIMITS_TIME_ZONE };
});

export default limitsConfig;
export type LimitsConfig = ConfigType<typeof limitsConfig>;
