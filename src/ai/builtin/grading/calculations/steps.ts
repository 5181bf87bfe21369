import { ConstantNode, type MathNode } from 'mathjs';
import { readPrecision, type Precision } from 'src/ai/builtin/grading/calculations/precision';
import {
  isNumeric,
  isStatedValue,
  isSymbolic,
  loneSymbol,
  readStatements,
  type Side,
  type Statement,
} from 'src/ai/builtin/grading/calculations/statements';
import { readConventions } from 'src/ai/builtin/grading/scheme-conventions';

/**
 * A mark-scheme line read as a step of a calculation:
 * - an equation or formula ("2x = 18", "3y − 6 = 12 or y − 2 = 4", "KE = ½mv²"), earned by the
 *   same equation side for side ("2x = 23 − 5" gives "2x = 18"; "x = 9" does not);
 * - a substitution ("½ × 2.0 × 3.0²", "Profit % = 120/800 × 100"), earned by a calculation of
 *   the same value made of the same numbers;
 * - a result ("= 9.0 J", "x = 9 cao", "Area = 12 × 8 = 96 cm² ft from their b"), earned by its
 *   value, or with follow-through by the value the student's own earlier figure gives.
 */
export interface CalculationStep {
  kind: 'equation' | 'substitution' | 'result';
  /** The alternatives the line allows ("… or …", "… so …"), each a statement of maths. */
  statements: Statement[];
  /** The result's side ("9.0 J") and what it is the value of ("x", "Area"); null otherwise. */
  result: { side: Side; value: number; name: string | null } | null;
  /** The calculation a substitution or result is worked out by ("12 × 8", "4x"). */
  working: Side | null;
  /** "ft from their b": the symbol whose value the student may carry forward. */
  followFrom: string | null;
  /** "(2 or 3 s.f.)", "to 1 d.p.": the precision the result must be given to. */
  precision: Precision | null;
}

const FOLLOW_FROM =
  /\b(?:ft|ecf|follow[-\s]through)\b(?:\s+(?:from|on))?\s+(?:their|candidate'?s?)\s+(?:value\s+(?:of|for)\s+)?([\p{L}][\p{L}\d]*)\b/iu;

/** A scheme line as a calculation step; null when it is not maths ("mass per unit volume"). */
export function readStep(text: string): CalculationStep | null {
  // Mark codes ("M1", "A1") and notes in brackets ("(2 or 3 s.f.)", "(answer only scores 0)")
  // are not maths.
  const core = readConventions(text)
    .core.replace(/\b[MABC]\d\b/g, ' ')
    .replace(/\([^()]*(?:\p{L}{2,}|\bs\.?f\b|\bd\.?p\b)[^()]*\)/gu, ' ');
  const statements = readStatements(core);
  if (statements.length === 0) return null;
  const followFrom = FOLLOW_FROM.exec(text)?.[1] ?? null;
  const precision = readPrecision(text);
  const equations = statements.filter(isEquation);
  if (equations.length > 0) {
    return {
      kind: 'equation',
      statements: equations,
      result: null,
      working: null,
      followFrom,
      precision,
    };
  }
  const [first] = statements;
  const last = first.sides[first.sides.length - 1];
  const working = first.sides.find((side) => isNumeric(side) || isSymbolic(side)) ?? null;
  if (isStatedValue(last) && (first.sides.length > 1 || statements.length === 1)) {
    const named = first.sides.length > 1 ? first.sides[0] : null;
    const name = named
      ? (loneSymbol(named) ?? (named.expression?.label ? named.text : null))
      : null;
    const value = last.expression!.value!;
    const calculation = working && working !== last ? working : null;
    const result = { side: last, value, name };
    return { kind: 'result', statements, result, working: calculation, followFrom, precision };
  }
  if (!working || !isNumeric(working)) return null;
  return { kind: 'substitution', statements, result: null, working, followFrom, precision };
}

/** An equation: letters worked with on a side ("2x", "½mv²"), not a name and its value. */
function isEquation(statement: Statement): boolean {
  const sides = statement.sides.filter((side) => side.expression && !side.expression.label);
  if (sides.length < 2 || sides.length < statement.sides.length) return false;
  const worked = sides.filter((side) => isSymbolic(side) && loneSymbol(side) === null);
  return worked.length > 0 && !sides.some((side) => isNumeric(side));
}

/** The two sides of an equation to compare (the first and the last). */
export function equationSides(statement: Statement): [Side, Side] {
  return [statement.sides[0], statement.sides[statement.sides.length - 1]];
}

/** The calculation with the student's value of `name` for the model's ("12 × 8" → "12 × 7"). */
export function carriedForward(
  working: Side,
  name: string,
  modelValue: number,
  studentValue: number,
): MathNode | null {
  const expression = working.expression;
  if (!expression) return null;
  if (expression.symbols.includes(name)) {
    return expression.node.transform((node) =>
      node.type === 'SymbolNode' && (node as unknown as { name: string }).name === name
        ? new ConstantNode(studentValue)
        : node,
    );
  }
  let replaced = false;
  const node = expression.node.transform((child) => {
    if (child.type !== 'ConstantNode') return child;
    if ((child as unknown as { value: number }).value !== modelValue) return child;
    replaced = true;
    return new ConstantNode(studentValue);
  });
  return replaced ? node : null;
}
