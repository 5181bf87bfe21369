import { type ValidationArguments, ValidateBy } from 'class-validator';

interface ScoreRange {
  minScore?: unknown;
  maxScore?: unknown;
}

export const SCORE_CEILING = 1000;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Two decimals at most: scores are stored as DECIMAL(7,2). */
const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/**
 * A score from 0 to 1000 with at most two decimals, checked as one rule so that a wrong value
 * gets one message that says everything, whichever part it fails.
 */
export const IsScore = () =>
  ValidateBy({
    name: 'isScore',
    validator: {
      validate: (value: unknown) =>
        isNumber(value) && value >= 0 && value <= SCORE_CEILING && hasTwoDecimalsAtMost(value),
      defaultMessage: (args) =>
        `${args?.property ?? 'score'} must be a number from 0 to ${SCORE_CEILING} with at most two decimals`,
    },
  });

/** A usable range, or null while either end is missing or invalid (reported on its own field). */
function rangeOf(args: ValidationArguments): { min: number; max: number } | null {
  const { minScore, maxScore } = args.object as ScoreRange;
  return isNumber(minScore) && isNumber(maxScore) && minScore < maxScore
    ? { min: minScore, max: maxScore }
    : null;
}

/** `minScore` must be below `maxScore`; reported on `minScore`. */
export const IsBelowMaxScore = () =>
  ValidateBy({
    name: 'isBelowMaxScore',
    validator: {
      validate: (value: unknown, args) => {
        const { maxScore } = args?.object as ScoreRange;
        return !isNumber(value) || !isNumber(maxScore) || value < maxScore;
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
          .map((level: { score?: unknown } | null) => level?.score)
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
        const scores = levels.map((level: { score?: unknown } | null) => level?.score);
        return new Set(scores).size === scores.length;
      },
      defaultMessage: () => 'Each score may appear only once',
    },
  });
