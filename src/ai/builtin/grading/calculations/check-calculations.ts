import { givenTo, readPrecision } from 'src/ai/builtin/grading/calculations/precision';
import {
  judgeCarried,
  judgeEquation,
  judgeSubstitution,
  resultGiven,
  type ResultReading,
  type StepVerdict,
  type Values,
  valuesIn,
} from 'src/ai/builtin/grading/calculations/judge-step';
import {
  isBareNumber,
  isNumeric,
  isSymbolic,
  loneSymbol,
  readStatements,
  type Statement,
} from 'src/ai/builtin/grading/calculations/statements';
import { type CalculationStep, readStep } from 'src/ai/builtin/grading/calculations/steps';
import { unitPoint, unitGiven } from 'src/ai/builtin/grading/calculations/units';
import type { PointOutcome } from 'src/ai/builtin/grading/point-outcome';
import { BoundedCache } from 'src/common/cache/bounded-cache';
import { type Quantity, readQuantities } from 'src/ai/builtin/grading/quantities';

/** Scheme lines read as steps once per worker, not once per answer sheet. */
const STEPS = new BoundedCache<string, CalculationStep | null>(5_000);

/** What the steps of one answer are judged against: the student's working and both sets of values. */
interface Working {
  student: Statement[];
  model: Values;
  theirs: Values;
  /** The student wrote a calculation or an equation, not only results. */
  worked: boolean;
  reading: ResultReading;
}

/**
 * The steps of a calculation checked with mathjs against the student's working (docs/answer-
 * grading.md, "Calculations"): equations side for side, substitutions by value and numbers,
 * results by value and precision, "ft from their b" with the student's own b, unit lines by
 * the unit the student gave. Points that are not maths keep the grader's judgement.
 */
export function checkCalculations(outcomes: PointOutcome[], answer: string): PointOutcome[] {
  const steps = outcomes.map((o) => STEPS.getOrSet(o.scheme.text, () => readStep(o.scheme.text)));
  if (!steps.some((step) => step !== null)) return outcomes;
  const student = readStatements(answer);
  const schemes = outcomes.map((o) => o.scheme.text);
  const working: Working = {
    student,
    model: valuesIn(steps.flatMap((step) => step?.statements ?? [])),
    theirs: valuesIn(student),
    worked: student.some((s) => s.sides.some((side) => isNumeric(side) || worksWith(side))),
    reading: {
      unitMarked: schemes.some((text) => /\bunits?\b/i.test(text) || unitPoint(text) !== null),
      rounded: schemes.some((text) => readPrecision(text) !== null || /\bawrt\b/i.test(text)),
    },
  };
  return outcomes.map((o, index) => {
    const step = steps[index];
    if (step) return settleStep(o, step, working);
    const unit = unitPoint(o.scheme.text);
    if (unit !== null) return settle(o, unitGiven(answer, unit), false);
    const precision = precisionOnly(o.scheme.text);
    if (precision) return settle(o, finalGivenTo(student, precision), false);
    return o;
  });
}

/** "2x", "½mv²": letters worked with, not a name given its value ("x = 6"). */
const worksWith = (side: Statement['sides'][number]) =>
  isSymbolic(side) && loneSymbol(side) === null;

function settleStep(o: PointOutcome, step: CalculationStep, w: Working): PointOutcome {
  if (step.kind === 'equation') {
    const verdict = judgeEquation(step, w.student);
    return verdict ? settle(o, verdict) : o;
  }
  if (step.kind === 'substitution') {
    const verdict = judgeSubstitution(step.working!.expression!, w.student);
    return settle(
      o,
      verdict.level > 0
        ? verdict
        : (judgeCarried(step, w.student, w.model, w.theirs, w.reading) ?? verdict),
    );
  }
  return settleResult(o, step, w);
}

/**
 * A result: its value in the student's working (the number alone where the unit has a mark of
 * its own, half the marks otherwise), to the precision asked for; else the grader's number
 * reading, or an earlier figure carried forward. Half the marks for the calculation without
 * its result only when the student wrote that calculation. A wrong result worked out by the
 * student's own calculation is missing, not "the opposite" of the model's.
 */
function settleResult(o: PointOutcome, step: CalculationStep, w: Working): PointOutcome {
  // "Time = 40 min = 2/3 h": the quantity converted is not its conversion, which is the
  // value in the result's unit.
  if (isConversion(step)) {
    const unit = unitFactor(readQuantities(step.result!.side.text)[0]);
    const inUnit = w.student.map((s) => ({
      ...s,
      sides: s.sides.filter((side) => unitFactor(readQuantities(side.text)[0]) === unit),
    }));
    return settle(o, resultGiven(step, step.result!.value, inUnit, w.reading));
  }
  const given = resultGiven(step, step.result!.value, w.student, w.reading);
  if (
    given &&
    (o.level >= 1 || given.imprecise || w.reading.unitMarked || !unitLeftOut(step, given))
  )
    return settle(o, given);
  if (o.level >= 1 || (given && o.level > 0)) return o;
  const carried = judgeCarried(step, w.student, w.model, w.theirs, w.reading);
  if (carried) return settle(o, carried);
  if (o.level > 0) {
    const method = step.working?.expression?.value != null;
    const shown = method ? judgeSubstitution(step.working!.expression!, w.student) : null;
    return shown && shown.level > 0 ? { ...o, evidence: shown.evidence } : settle(o, null);
  }
  return o.status === 'contradicted' && w.worked ? settle(o, null) : o;
}

/**
 * A result that converts a quantity into another unit ("Time = 40 min = 2/3 h"): the line
 * states the same kind of quantity twice, in different units; only the converted one earns it.
 */
function isConversion(step: CalculationStep): boolean {
  const [first] = step.statements;
  if (!first || step.statements.length > 1) return false;
  const quantities = first.sides
    .filter((side) => side.expression?.bare === true)
    .map((side) => readQuantities(side.text)[0])
    .filter((q) => q?.dimension);
  return (
    quantities.length >= 2 &&
    quantities.every((q) => q.dimension === quantities[0].dimension) &&
    new Set(quantities.map(unitFactor)).size === quantities.length
  );
}

/** A quantity's unit by its factor to SI ("min" 60, "h" 3600); null without a unit. */
function unitFactor(quantity: Quantity | undefined): string | null {
  if (!quantity?.dimension) return null;
  return quantity.value === 0 ? '1' : (quantity.si / quantity.value).toPrecision(6);
}

/** The result's number given without the unit the model's result has. */
function unitLeftOut(step: CalculationStep, given: StepVerdict): boolean {
  const model = readQuantities(step.result!.side.text)[0];
  const theirs = given.evidence ? readQuantities(given.evidence)[0] : undefined;
  return Boolean(model?.dimension) && !theirs?.dimension;
}

/** The outcome the verdict gives; a step of a calculation counts as a number point. */
function settle(o: PointOutcome, verdict: StepVerdict | null, step = true): PointOutcome {
  const number = step || o.number === true;
  if (!verdict || verdict.level <= 0) {
    return { ...o, level: 0, status: 'missing', evidence: null, number };
  }
  return {
    ...o,
    level: verdict.level,
    status: 'earned',
    evidence: verdict.evidence,
    number,
    ...(verdict.carried && { carried: true }),
  };
}

/** "Answer given to 2 or 3 s.f.": a line about precision alone. */
function precisionOnly(text: string) {
  const precision = readPrecision(text);
  if (!precision) return null;
  const rest = text
    .replace(
      /\([^()]*\)|\b\d(?:\s*(?:or|-|–|to)\s*\d)?\s*(?:s\.?\s?f\b\.?|sig\S*\s*fig\S*|d\.?\s?p\b\.?|decimal\s+places?)/gi,
      ' ',
    )
    .replace(
      /\b(?:answer|result|given|correct(?:ly)?|to|final|its|the|a|an|in|for|rounded)\b/gi,
      ' ',
    );
  return /\p{L}{2,}|\d/u.test(rest) ? null : precision;
}

/** The student's final result (the last number alone they wrote) given to `precision`. */
function finalGivenTo(
  student: readonly Statement[],
  precision: NonNullable<ReturnType<typeof readPrecision>>,
): StepVerdict | null {
  const sides = student.flatMap((s) => s.sides).filter(isBareNumber);
  const last = sides[sides.length - 1];
  return last && givenTo(last.text, precision) ? { level: 1, evidence: last.text } : null;
}
