import { checkCalculations } from 'src/ai/builtin/grading/calculations/check-calculations';
import { blank, type PointOutcome } from 'src/ai/builtin/grading/point-outcome';

/**
 * "You must show your working", "answer only: 0", "no marks for a correct answer without
 * working": the scheme or the question wants the working seen, as in a "show that" question.
 */
const MUST_SHOW =
  /\bmust\s+show\b|\bworking\s+must\s+be\s+(?:seen|shown)\b|\b(?:answer|result)\s+(?:only|alone)\s*(?:scores?|gets?|earns?|:|=|-|–)\s*(?:0|no|zero|nil)\b|\bno\s+marks?\s+for\s+(?:a\s+|the\s+)?(?:correct\s+)?(?:answer|result)\s+(?:only|alone|without)\b/i;

/**
 * The steps of working of one answer settled as maths mark schemes settle them: each step
 * checked with mathjs (`checkCalculations`), then the method implied by a correct result, or,
 * where the working must be seen, only the working earning; a number given for another point
 * is not held against this one.
 */
export function settleWorking(
  outcomes: PointOutcome[],
  answer: string,
  questionText: string,
): PointOutcome[] {
  const checked = checkCalculations(outcomes, answer);
  const mustShow =
    SHOW_THAT.test(questionText) ||
    MUST_SHOW.test(questionText) ||
    outcomes.some((o) => MUST_SHOW.test(o.scheme.text));
  return accountedFor(mustShow ? workingOnly(checked) : impliedWorking(checked));
}

/**
 * A correct final number earns the steps of working before it (the method is implied; a
 * result earned by carrying a wrong figure forward implies nothing); short of it, a step whose
 * number differs is missing, not contradicted, as maths mark schemes read it. The final number
 * is the last number point (a unit mark may come after it).
 */
export function impliedWorking(outcomes: PointOutcome[]): PointOutcome[] {
  const at = lastNumber(outcomes);
  const last = outcomes[at];
  if (outcomes.length < 2 || !last) return outcomes;
  const implied = last.level === 1 && !last.carried;
  return outcomes.map((o, index) => {
    if (index >= at || !isWorking(o)) return o;
    if (implied && o.level < 1)
      return { ...o, level: 1, status: 'earned', evidence: last.evidence };
    return implied ? o : notContradicted(o);
  });
}

function lastNumber(outcomes: PointOutcome[]): number {
  for (let index = outcomes.length - 1; index >= 0; index -= 1)
    if (outcomes[index].number) return index;
  return -1;
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
  const at = lastNumber(outcomes);
  const last = outcomes[at];
  if (outcomes.length < 2 || !last) return outcomes;
  const steps = outcomes.slice(0, at).map((o) => (isWorking(o) ? notContradicted(o) : o));
  const worked = steps.some((o) => isWorking(o) && o.level > 0);
  const result = worked || last.level === 0 ? last : blank(last.scheme);
  return [...steps, result, ...outcomes.slice(at + 1)];
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
