import { CONTRADICTION_COVERAGE, HALF_MARKS } from 'src/ai/builtin/grading/grading-thresholds';
import { FEATURE_NAMES, type PointFeatures } from 'src/ai/builtin/grading/point-judgement';

/** The fitted numbers of the open-answer model (see `grading-model.json` and its source). */
export interface GradingModelWeights {
  features: string[];
  weights: number[];
  intercept: number;
  /** Probability at which a key point earns half its marks, and all of them. */
  thresholds: { half: number; full: number };
}

/**
 * A logistic model over a key point's features: the probability that a teacher would count the
 * point as made. Fitted by `npm run calibrate:answers` on SciEntsBank, cross-validated by question.
 */
export class GradingModel {
  constructor(readonly weights: GradingModelWeights) {
    const names = FEATURE_NAMES.join(',');
    if (weights.features.join(',') !== names || weights.weights.length !== FEATURE_NAMES.length) {
      throw new Error(
        `The grading model's features (${weights.features.join(',')}) are not ${names}`,
      );
    }
  }

  probability(features: PointFeatures): number {
    let z = this.weights.intercept;
    FEATURE_NAMES.forEach((name, index) => {
      z += this.weights.weights[index] * features[name];
    });
    return 1 / (1 + Math.exp(-z));
  }

  /** 1 for the full marks, 0.5 for half of them, 0 for none. */
  level(probability: number, features: PointFeatures): number {
    return pointLevel(probability, features, this.weights.thresholds);
  }
}

/**
 * A point is contradicted, whatever its probability, when the answer states its comparison the
 * other way round ("sound travels faster than light"), or negates or opposes its words and says
 * little else of it (less than half of its own words matched as the point has them): "the other
 * bulbs do not stay lit" against "the other bulbs stay lit".
 */
export function isContradicted(features: PointFeatures): boolean {
  return (
    features.reversed > 0 ||
    features.turnedRound > 0 ||
    features.lead < 0 ||
    ((features.negation > 0 || features.opposite > 0) && features.coverage < CONTRADICTION_COVERAGE)
  );
}

/**
 * A point the answer has none of (no word, number, yes/no or choice of it) is not made, however
 * close the answer is to the rest of the model answer: "metal is not a good conductor" does not
 * make the point "wood is an insulator".
 */
function saysNoneOf(features: PointFeatures): boolean {
  return (
    features.coverageAll === 0 &&
    features.verdict <= 0 &&
    features.quantity <= 0 &&
    features.lead <= 0
  );
}

export function pointLevel(
  probability: number,
  features: PointFeatures,
  thresholds: { half: number; full: number },
): number {
  if (isContradicted(features) || saysNoneOf(features)) return 0;
  if (probability >= thresholds.full) return 1;
  if (probability >= thresholds.half) return HALF_MARKS;
  return 0;
}
