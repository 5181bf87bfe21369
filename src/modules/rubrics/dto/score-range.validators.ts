import { type ValidationArguments, ValidateBy } from 'class-validator';

interface ScoreRange {
  minScore?: unknown;
  maxScore?: unknown;
}

export const SCORE_CEILING = 1000;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The longest score text kept, e.g. `"5 Star"` or `"4.5 / Proficient"`. */
export const MAX_SCORE_TEXT = 100;

/** A leading number: `5`, `4.5`, `-1` (refused by the range, with a message saying so). */
const LEADING_NUMBER = /^\s*(-?\d+(?:\.\d+)?)(?![\d.])/;

/**
 * The number a score stands for: a number itself, or the leading number of a string as the
 * rubric vendor sends them (`"5"`, `"5 Star"`, `"1 Star"`); null when there is none.
 */
export function scoreValue(value: unknown): number | null {
  if (isNumber(value)) return value;
  if (typeof value !== 'string' || value.length > MAX_SCORE_TEXT) return null;
  const match = LEADING_NUMBER.exec(value);
  return match ? Number(match[1]) : null;
}

/** Two decimals at most: scores are stored as DECIMAL(7,2). */
const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/**
 * A score 0–1000 with two decimals at most, a number or text starting with one (`"5 Star"`); one
 * rule, one message.
 */
export const IsScore = () =>
  ValidateBy({
    name: 'isScore',
    validator: {
      validate: (value: unknown) => {
        const score = scoreValue(value);
        return (
          score !== null && score >= 0 && score <= SCORE_CEILING && hasTwoDecimalsAtMost(score)
        );
      },
      defaultMessage: (args) =>
        `${args?.property ?? 'score'} must be a number from 0 to ${SCORE_CEILING} with at most two decimals, or text starting with one such as "5 Star"`,
    },
  });

/** A usable range, or null while either end is missing or invalid (reported on its own field). */
function rangeOf(args: ValidationArguments): { min: number; max: number } | null {
  const { minScore, maxScore } = args.object as ScoreRange;
  const [min, max] = [scoreValue(minScore), scoreValue(maxScore)];
  return min !== null && max !== null && min < max ? { min, max } : null;
}

/** `minScore` must be below `maxScore`; reported on `minScore`. */
export const IsBelowMaxScore = () =>
  ValidateBy({
    name: 'isBelowMaxScore',
    validator: {
      validate: (value: unknown, args) => {
        const [min, max] = [scoreValue(value), scoreValue((args?.object as ScoreRange).maxScore)];
        return min === null || max === null || min < max;
      },
      defaultMessage: () => 'minScore must be less than maxScore',
    },
  });

/** Every level's score lies within [minScore, maxScore] and appears once. */
export const ScoresWithinRange = () =>
  ValidateBy({
    name: 'scoresWithinRange',
    validator: {
      validate: (levels: unknown, args) => {
        const range = args && rangeOf(args);
        if (!range || !Array.isArray(levels)) return true;
        const scores = levels
          .map((level: { score?: unknown } | null) => scoreValue(level?.score))
          .filter(isNumber);
        return scores.every((score) => score >= range.min && score <= range.max);
      },
      defaultMessage: (args) => {
        const range = args && rangeOf(args);
        return range
          ? `Every score must be between minScore (${range.min}) and maxScore (${range.max})`
          : 'Every score must be between minScore and maxScore';
      },
    },
  });

export const UniqueScores = () =>
  ValidateBy({
    name: 'uniqueScores',
    validator: {
      validate: (levels: unknown) => {
        if (!Array.isArray(levels)) return true;
        // `5` and `"5 Star"` are the same score.
        const scores = levels.map(
          (level: { score?: unknown } | null) => scoreValue(level?.score) ?? level?.score,
        );
        return new Set(scores).size === scores.length;
      },
      defaultMessage: () => 'Each score may appear only once',
    },
  });
