/**
 * Whether an expression is written as a complete factorisation: a product with a bracketed sum
 * among its factors, and no bracket that still has a common factor inside ("3(2x + 3)" and
 * "(x + 2)(x − 5)" are; "6x + 9", "2(3x + 6)" and "2(3x² + 6x)" are not). The value is checked
 * apart from this: here only the form is read.
 */
import { all, create, type MathNode, type OperatorNode, type ParenthesisNode } from 'mathjs';
import { gcd } from './generator-kit';

const math = create(all);

function unwrap(node: MathNode): MathNode {
  let inner = node;
  while (inner.type === 'ParenthesisNode') inner = (inner as ParenthesisNode).content;
  return inner;
}

/** The factors of a product, brackets unwrapped: "2x(x + 3)" → 2, x, x + 3. */
function factors(node: MathNode): MathNode[] {
  const inner = unwrap(node);
  if (inner.type === 'OperatorNode' && (inner as OperatorNode).fn === 'multiply')
    return (inner as OperatorNode).args.flatMap(factors);
  return [inner];
}

const isSum = (node: MathNode) =>
  node.type === 'OperatorNode' && ['add', 'subtract'].includes((node as OperatorNode).fn);

/** A sum in one variable with whole coefficients that share no factor, nor a power of the variable. */
function primitive(sum: MathNode): boolean {
  const { coefficients, variables } = math.rationalize(sum.toString(), {}, true) as unknown as {
    coefficients: number[];
    variables: string[];
  };
  if (variables.length !== 1) return true;
  if (coefficients[0] === 0) return false;
  if (!coefficients.every((c) => Number.isInteger(c))) return true;
  return coefficients.reduce((divisor, c) => gcd(divisor, c), 0) === 1;
}

export function isFactorised(node: MathNode): boolean {
  const parts = factors(node);
  const sums = parts.filter(isSum);
  try {
    return parts.length >= 2 && sums.length > 0 && sums.every(primitive);
  } catch {
    return false;
  }
}
