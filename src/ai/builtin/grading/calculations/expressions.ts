import { type EvalFunction, type MathNode, parse } from 'mathjs';
import { FUNCTIONS, isWord, toMathjs } from 'src/ai/builtin/grading/calculations/notation';

/** One side of a statement read by mathjs: "½ × 2 × 3²", "2x", "KE", "96". */
export interface Expression {
  node: MathNode;
  /** The letters and names in it ("m", "v", "KE"), without functions. */
  symbols: string[];
  /** Its value when it has no symbols; null otherwise. */
  value: number | null;
  /** A number alone ("96", "-3"), not a sum or product. */
  bare: boolean;
  /** Only words ("Area", "Largest angle"): the name of what is worked out, not maths. */
  label: boolean;
}

/** Operators a calculation uses; anything else mathjs could parse (assignment, "to") is refused. */
const OPERATORS = new Set([
  'add',
  'subtract',
  'multiply',
  'divide',
  'pow',
  'unaryMinus',
  'unaryPlus',
]);
const MAX_LENGTH = 200;

/** One side of a statement as a mathjs expression; null when it is not maths mathjs can read. */
export function readExpression(side: string): Expression | null {
  if (side.length > MAX_LENGTH) return null;
  const syntax = toMathjs(side);
  if (!syntax) return null;
  let node: MathNode;
  try {
    node = parse(syntax);
  } catch {
    return null;
  }
  if (!safe(node)) return null;
  const symbols = symbolsOf(node);
  const value = symbols.length === 0 ? evaluate(node, {}) : null;
  if (symbols.length === 0 && value === null) return null;
  const bare = value !== null && isBare(node);
  return { node, symbols, value, bare, label: symbols.length > 0 && symbols.every(isWord) };
}

function safe(node: MathNode): boolean {
  let ok = true;
  node.traverse((child) => {
    if (child.type === 'OperatorNode')
      ok &&= OPERATORS.has((child as { fn: string } & MathNode).fn);
    else if (child.type === 'FunctionNode') {
      const name = (child as unknown as { fn: { name?: string } }).fn.name ?? '';
      ok &&= FUNCTIONS.has(name);
    } else if (child.type === 'ConstantNode') {
      ok &&= typeof (child as unknown as { value: unknown }).value === 'number';
    } else ok &&= child.type === 'SymbolNode' || child.type === 'ParenthesisNode';
  });
  return ok;
}

function symbolsOf(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((child, path, parent) => {
    if (child.type !== 'SymbolNode') return;
    if (parent?.type === 'FunctionNode' && path === 'fn') return;
    names.add((child as unknown as { name: string }).name);
  });
  return [...names].sort();
}

/** The number a node is, through brackets ("(2)"); null when it is not a number written. */
function constant(node: MathNode): number | null {
  if (node.type === 'ParenthesisNode')
    return constant((node as MathNode & { content: MathNode }).content);
  return node.type === 'ConstantNode' ? (node as unknown as { value: number }).value : null;
}

function isBare(node: MathNode): boolean {
  if (node.type === 'ConstantNode') return true;
  const operator = node as MathNode & { fn?: string; args?: MathNode[] };
  return (
    operator.type === 'OperatorNode' && operator.fn === 'unaryMinus' && isBare(operator.args![0])
  );
}

/** Each expression is compiled once, however many sample points it is evaluated at. */
const COMPILED = new WeakMap<MathNode, EvalFunction>();

/** The value of `node` with `scope` for its symbols; null when it is not a finite number. */
export function evaluate(node: MathNode, scope: Record<string, number>): number | null {
  try {
    let compiled = COMPILED.get(node);
    if (!compiled) COMPILED.set(node, (compiled = node.compile()));
    const value: unknown = compiled.evaluate({ ...scope });
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Equal but for floating-point error. */
export const equalValues = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Points at which two expressions in the same symbols are compared. */
const SAMPLES = [0.7, 1.3, 2.9, -1.7, 4.1];

/**
 * Whether two expressions are the same function of the same symbols ("10x" and
 * "x + 2x + 3x + 4x", "2l + 2b" and "2(l + b)"): equal at every sample point.
 */
export function sameFunction(a: Expression, b: Expression): boolean {
  if (a.symbols.join() !== b.symbols.join()) return false;
  if (a.value !== null && b.value !== null) return equalValues(a.value, b.value);
  return SAMPLES.every((sample, k) => {
    const scope = Object.fromEntries(
      a.symbols.map((name, i) => [name, sample + 0.31 * i * (k + 1)]),
    );
    const left = evaluate(a.node, scope);
    const right = evaluate(b.node, scope);
    return left !== null && right !== null && equalValues(left, right);
  });
}

/**
 * The numbers an expression is made of, as a marker reads a substitution: each number written,
 * and the value of each power or fraction of numbers ("3²" gives 3 and 9, "1/2" gives 0.5).
 */
export function numbersIn(expression: Expression): number[] {
  const numbers: number[] = [];
  expression.node.traverse((child) => {
    if (child.type === 'ConstantNode') numbers.push((child as unknown as { value: number }).value);
    const operator = child as MathNode & { fn?: string; args?: MathNode[] };
    if (
      operator.type === 'OperatorNode' &&
      (operator.fn === 'pow' || operator.fn === 'divide') &&
      operator.args!.every((arg) => constant(arg) !== null)
    ) {
      const value = evaluate(operator, {});
      if (value !== null) numbers.push(value);
    }
  });
  return numbers;
}

/**
 * What a substitution must show: each number of the model's expression (the base of a power may
 * be shown squared, a fraction of numbers as its value; an exponent and a 1 need not be seen).
 */
export function substitutedNumbers(expression: Expression): number[][] {
  const needed: number[][] = [];
  const visit = (node: MathNode) => {
    const operator = node as MathNode & { fn?: string; args?: MathNode[]; content?: MathNode };
    if (node.type === 'ParenthesisNode') return visit(operator.content!);
    if (node.type === 'ConstantNode') {
      const value = (node as unknown as { value: number }).value;
      if (value !== 1) needed.push([value]);
      return;
    }
    const values = (operator.args ?? []).map(constant);
    const constants = values.length === 2 && values.every((v) => v !== null);
    if (node.type === 'OperatorNode' && constants && operator.fn === 'pow') {
      const [base] = values;
      needed.push([base, evaluate(node, {}) ?? base]);
      return;
    }
    if (node.type === 'OperatorNode' && constants && operator.fn === 'divide') {
      const [top, bottom] = values;
      const value = evaluate(node, {}) ?? top;
      needed.push(top === 1 ? [value, bottom] : [value, top], [value, bottom]);
      return;
    }
    for (const arg of operator.args ?? []) visit(arg);
  };
  visit(expression.node);
  return needed;
}

/** Every number `needed` asks for is in `given` (each item by one of its forms). */
export function showsNumbers(needed: number[][], given: number[]): boolean {
  return needed.every((forms) => forms.some((form) => given.some((g) => equalValues(g, form))));
}
