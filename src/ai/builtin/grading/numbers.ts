import { HALF_MARKS } from 'src/ai/builtin/grading/grading-thresholds';
import type { KeyPoint } from 'src/ai/builtin/grading/key-point';
import {
  compareQuantities,
  type Quantity,
  type QuantityAgreement,
} from 'src/ai/builtin/grading/quantities';

/** A number point's result: 1 given, 0.5 the number without its unit or the working only, -1 another. */
export interface NumberJudgement {
  level: number;
  /** The student's quantity that agrees best, as written. */
  evidence: string | null;
}

const RANK: Record<QuantityAgreement, number> = { same: 2, 'number-only': 1, different: 0 };

/** Questions that want a fraction in its simplest form: "6/8" is not the answer "3/4". */
export const SIMPLEST_FORM = /\bsimplif|\blowest terms\b|\bsimplest form\b/i;

/**
 * How a student's quantity compares with one of the point's, a fraction in other terms than the
 * model's counting as another answer when the question asks for the simplest form.
 */
function agreementWith(model: Quantity, given: Quantity, simplestForm: boolean): QuantityAgreement {
  const agreement = compareQuantities(model, given);
  if (
    agreement === 'same' &&
    simplestForm &&
    model.fraction &&
    given.fraction &&
    (model.fraction.numerator !== given.fraction.numerator ||
      model.fraction.denominator !== given.fraction.denominator)
  )
    return 'different';
  return agreement;
}

/** The best agreement of any of the answer's quantities with `model`, and that quantity. */
function bestAgreement(
  model: Quantity,
  given: readonly Quantity[],
  simplestForm: boolean,
): { agreement: QuantityAgreement; quantity: Quantity | null } {
  let best: { agreement: QuantityAgreement; quantity: Quantity | null } = {
    agreement: 'different',
    quantity: given[0] ?? null,
  };
  for (const quantity of given) {
    const agreement = agreementWith(model, quantity, simplestForm);
    if (RANK[agreement] > RANK[best.agreement]) best = { agreement, quantity };
  }
  return best;
}

/**
 * The result of a point written as working ("0.15 × 80 = 12", "2x = 10"): its quantity after
 * the last "="; null when the point has no "=" or a single number.
 */
function resultOf(point: KeyPoint): Quantity | null {
  const equals = point.text.lastIndexOf('=');
  if (equals < 0 || point.quantities.length < 2) return null;
  return point.quantities.find((q) => q.start > equals) ?? null;
}

/**
 * A number point against the answer's quantities. Written as working, the point's result is its
 * answer: "0.15 × 80" without "= 12" shows the method, half the marks; "12" alone is the answer.
 * Otherwise any of its quantities, units converted; the number without its unit is half.
 */
export function judgeNumber(
  point: KeyPoint,
  given: readonly Quantity[],
  simplestForm: boolean,
): NumberJudgement {
  if (given.length === 0) return { level: 0, evidence: null };
  const result = resultOf(point);
  const targets = result ? [result] : point.quantities;
  const found = targets
    .map((model) => bestAgreement(model, given, simplestForm))
    .sort((a, b) => RANK[b.agreement] - RANK[a.agreement])[0];
  const evidence = found?.quantity?.text ?? null;
  if (found?.agreement === 'same') return { level: 1, evidence };
  if (found?.agreement === 'number-only') return { level: HALF_MARKS, evidence };
  if (result) {
    const working = point.quantities
      .filter((q) => q !== result)
      .map((model) => bestAgreement(model, given, simplestForm))
      .find((b) => b.agreement === 'same');
    if (working) return { level: HALF_MARKS, evidence: working.quantity?.text ?? null };
  }
  return { level: -1, evidence };
}
