import { blank, type PointOutcome } from 'src/ai/builtin/grading/point-outcome';

/**
 * A correct final number earns the steps of working before it (the method is implied); short of
 * it, a step whose number differs is missing, not contradicted, as maths mark schemes read it.
 */
export function impliedWorking(outcomes: PointOutcome[]): PointOutcome[] {
  const last = outcomes[outcomes.length - 1];
  if (outcomes.length < 2 || !last?.number) return outcomes;
  const implied = last.level === 1;
  return outcomes.map((o, index) => {
    if (index === outcomes.length - 1 || !isWorking(o)) return o;
    if (implied && o.level < 1)
      return { ...o, level: 1, status: 'earned', evidence: last.evidence };
    return implied ? o : notContradicted(o);
  });
}

/**
 * A step of working: a number point with an equation or a sum in it ("2x = 10", "100 ÷ 20"),
 * not a separate answer ("100 °C" beside "0 °C").
 */
function isWorking(o: PointOutcome): boolean {
  return o.number === true && /[=×÷+*/]|\s[x-]\s/.test(o.scheme.text);
}

/** "Show that the speed is 5 m/s": the result is in the question. */
export const SHOW_THAT = /\bshow\s+that\b/i;

/**
 * In a "show that" question the final number is given away: writing it earns nothing unless
 * working before it was shown too (a step earned), and it implies no working.
 */
export function workingOnly(outcomes: PointOutcome[]): PointOutcome[] {
  const last = outcomes[outcomes.length - 1];
  if (outcomes.length < 2 || !last?.number) return outcomes;
  const steps = outcomes.slice(0, -1).map((o) => (isWorking(o) ? notContradicted(o) : o));
  const worked = steps.some((o) => o.level > 0);
  return [...steps, worked || last.level === 0 ? last : blank(last.scheme)];
}

/**
 * A number the answer gives for another point is not against this one: "It freezes at 0 °C"
 * makes the "0 °C" point and leaves the "100 °C" point missing, not contradicted.
 */
export function accountedFor(outcomes: PointOutcome[]): PointOutcome[] {
  return outcomes.map((o) =>
    o.number &&
    o.status === 'contradicted' &&
    outcomes.some((other) => other !== o && other.level > 0 && other.evidence === o.evidence)
      ? notContradicted(o)
      : o,
  );
}

/** A step of working whose number the answer does not give is missing, not contradicted. */
function notContradicted(o: PointOutcome): PointOutcome {
  return o.status === 'contradicted' ? { ...o, status: 'missing', evidence: null } : o;
}
