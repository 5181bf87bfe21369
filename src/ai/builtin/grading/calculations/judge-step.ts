import {
  equalValues,
  evaluate,
  type Expression,
  numbersIn,
  sameFunction,
  showsNumbers,
  substitutedNumbers,
} from 'src/ai/builtin/grading/calculations/expressions';
import { givenTo } from 'src/ai/builtin/grading/calculations/precision';
import {
  isBareNumber,
  isNumeric,
  isSymbolic,
  loneSymbol,
  type Side,
  type Statement,
} from 'src/ai/builtin/grading/calculations/statements';
import {
  type CalculationStep,
  carriedForward,
  equationSides,
} from 'src/ai/builtin/grading/calculations/steps';
import {
  compareQuantities,
  type Quantity,
  readQuantities,
} from 'src/ai/builtin/grading/quantities';

/** How a step went: earned (1), or not (0), with the student's statement that decided it. */
export interface StepVerdict {
  level: number;
  evidence: string | null;
  /** Earned with the student's own earlier (wrong) value carried forward. */
  carried?: boolean;
  /** Given to a precision the scheme does not accept. */
  imprecise?: boolean;
}

/** The values a calculation's names take: the model's ("b = 8 cm") or the student's ("b = 7"). */
export type Values = Map<string, number>;

/**
 * The last value each lone name is given ("x = 36", "b = 8 cm"), and each quantity named in
 * words, by its name in lower case ("Speed = 12 ÷ 2/3 = 18 km/h" gives "speed").
 */
export function valuesIn(statements: readonly Statement[]): Values {
  const values: Values = new Map();
  for (const statement of statements) {
    const name = statement.sides.map(loneSymbol).find((n) => n !== null) ?? labelOf(statement);
    const last = statement.sides[statement.sides.length - 1];
    if (name && isBareNumber(last)) values.set(name, last.expression!.value!);
  }
  return values;
}

/** "Speed = …": the words a statement opens with as the name of what it works out. */
function labelOf(statement: Statement): string | null {
  const [first] = statement.sides;
  if (statement.sides.length < 2 || !first.expression?.label) return null;
  return first.text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A name's value: as written ("b"), else as a quantity named in words ("their speed"). */
const valueOf = (values: Values, name: string) =>
  values.get(name) ?? values.get(name.toLowerCase());

/**
 * An equation or formula: earned by a student's equation with the same sides ("2x = 23 − 5"
 * for "2x = 18", "10x = 360" for "x + 2x + 3x + 4x = 360"); null when the student wrote no
 * equation in its letters, so the grader's reading of the words stands.
 */
export function judgeEquation(
  step: CalculationStep,
  student: readonly Statement[],
): StepVerdict | null {
  const letters = new Set(step.statements.flatMap((s) => s.sides.flatMap(symbolsOf)));
  let decided = false;
  for (const statement of student) {
    const sides = statement.sides.filter((side) => side.expression && !side.expression.label);
    if (!sides.some((side) => symbolsOf(side).some((name) => letters.has(name)))) continue;
    decided = true;
    for (let i = 0; i < sides.length; i += 1) {
      for (let j = i + 1; j < sides.length; j += 1) {
        if (step.statements.some((model) => sameEquation(equationSides(model), sides[i], sides[j])))
          return { level: 1, evidence: statement.text };
      }
    }
  }
  return decided ? { level: 0, evidence: null } : null;
}

const symbolsOf = (side: Side) => side.expression?.symbols ?? [];

function sameEquation([left, right]: [Side, Side], a: Side, b: Side): boolean {
  const same = (x: Side, y: Side) => sameFunction(x.expression!, y.expression!);
  if ((same(left, a) && same(right, b)) || (same(left, b) && same(right, a))) return true;
  // "E = ½mv²" for "KE = ½mv²": the formula under another name for what it gives.
  const named = loneSymbol(left) !== null && loneSymbol(a) !== null;
  return named && isSymbolic(right) && same(right, b);
}

/**
 * A substitution: earned by a calculation of the same value made of the same numbers ("2 × 3² ÷ 2"
 * for "½ × 2 × 3²"), never by one of another value ("1/2 x 2 x 3" is 3, not 9).
 */
export function judgeSubstitution(
  working: Expression,
  student: readonly Statement[],
  needed = substitutedNumbers(working),
): StepVerdict {
  for (const statement of student) {
    for (const side of statement.sides) {
      if (!isNumeric(side)) continue;
      if (
        equalValues(side.expression!.value!, working.value!) &&
        showsNumbers(needed, numbersIn(side.expression!))
      )
        return { level: 1, evidence: statement.text };
    }
  }
  return { level: 0, evidence: null };
}

/** How results are read in this scheme. */
export interface ResultReading {
  /** The unit has a mark of its own: the number in another unit still gives the result. */
  unitMarked: boolean;
  /** The scheme names a precision ("2 or 3 s.f.", "awrt"): a result rounded otherwise is the value. */
  rounded: boolean;
}

/**
 * A result the student states (a number alone of the value, units converted), to the precision
 * the scheme asks for; null when none of the student's sides has it.
 */
export function resultGiven(
  step: CalculationStep,
  value: number,
  student: readonly Statement[],
  reading: ResultReading,
): StepVerdict | null {
  const own = step.result !== null && equalValues(step.result.value, value);
  const model = own ? readQuantities(step.result!.side.text)[0] : undefined;
  // The unrounded value the model's working gives ("50 ÷ 30" for "= 1.7").
  const exact = own ? (step.working?.expression?.value ?? value) : value;
  for (const statement of student) {
    for (const side of statement.sides) {
      // A value stated ("= 12", "x = 9"), not a calculation that comes to it ("0.15 × 80",
      // "50/30"); fractions are the number reader's, which knows the simplest form.
      if (!isBareNumber(side)) continue;
      if (!sameResult(side, { value, exact, model }, reading)) continue;
      const imprecise =
        step.precision !== null && isBareNumber(side) && !givenTo(side.text, step.precision);
      return { level: imprecise ? 0 : 1, evidence: side.text, imprecise };
    }
  }
  return null;
}

interface Target {
  value: number;
  exact: number;
  model: Quantity | undefined;
}

/** The student's stated value is the target's, in the model's unit, allowing for rounding. */
function sameResult(side: Side, target: Target, reading: ResultReading): boolean {
  const given = readQuantities(side.text)[0];
  const { model } = target;
  let stated = side.expression!.value!;
  if (given?.dimension && model?.dimension) {
    if (given.scale || model.scale) return compareQuantities(model, given) === 'same';
    if (given.dimension === model.dimension) stated = given.si / (model.si / model.value || 1);
    else if (!reading.unitMarked) return false;
  }
  if (equalValues(stated, target.value)) return true;
  const decimals = /\.(\d+)/.exec(side.text)?.[1].length ?? 0;
  const modelDecimals = model ? (/\.(\d+)/.exec(model.text)?.[1].length ?? 0) : 0;
  if (decimals >= 2 && equalValues(roundTo(target.exact, decimals), stated)) return true;
  return (
    reading.rounded &&
    (equalValues(roundTo(target.exact, decimals), stated) ||
      equalValues(roundTo(stated, modelDecimals), target.value))
  );
}

const roundTo = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * "A1 ft from their b": the result (or substitution) worked out with the student's own value of
 * b, when it differs from the model's; the student's later step earns the mark when it is right
 * for that value.
 */
export function judgeCarried(
  step: CalculationStep,
  student: readonly Statement[],
  model: Values,
  theirs: Values,
  reading: ResultReading,
): StepVerdict | null {
  const name = step.followFrom;
  if (!name || !step.working) return null;
  const modelValue = valueOf(model, name);
  const studentValue = valueOf(theirs, name);
  if (
    modelValue === undefined ||
    studentValue === undefined ||
    equalValues(modelValue, studentValue)
  )
    return null;
  const node = carriedForward(step.working, name, modelValue, studentValue);
  if (!node) return null;
  const scope = Object.fromEntries([...model].filter(([key]) => key !== name));
  const value = evaluate(node, scope);
  if (value === null) return null;
  const verdict =
    step.kind === 'substitution'
      ? judgeSubstitution({ ...step.working.expression!, node, value }, student)
      : resultGiven(step, value, student, reading);
  return verdict && verdict.level > 0 ? { ...verdict, carried: true } : null;
}
