import { MINUS } from '../../generator-kit';

export type Term = [coefficient: number, variable: string];

/** "3a + 5b − a + 2b": coefficients of 1 are left out, minus signs are "−". */
export function expression(terms: Term[]): string {
  return terms
    .filter(([coefficient]) => coefficient !== 0)
    .map(([coefficient, variable], index) => {
      const size = Math.abs(coefficient);
      const body = variable ? `${size === 1 ? '' : size}${variable}` : String(size);
      if (index === 0) return coefficient < 0 ? `${MINUS}${body}` : body;
      return `${coefficient < 0 ? MINUS : '+'} ${body}`;
    })
    .join(' ')
    .replace(/^$/, '0');
}

const POWERS = ['', '', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸'];

/** "x³" for (x, 3), "x" for 1 and "" for 0. */
export function power(variable: string, n: number): string {
  return n === 0 ? '' : `${variable}${POWERS[n]}`;
}

/** Coefficients from the highest power down: [2, 0, −3, 5] → "2x³ − 3x + 5". */
export function polynomial(coefficients: readonly number[], variable: string): string {
  const top = coefficients.length - 1;
  return expression(coefficients.map((c, i) => [c, power(variable, top - i)] as Term));
}

/** The same polynomial in mathjs syntax: "(2)*x^3 + (0)*x^2 + (-3)*x^1 + (5)*x^0". */
export function polynomialSyntax(coefficients: readonly number[], variable: string): string {
  const top = coefficients.length - 1;
  return coefficients.map((c, i) => `(${c})*${variable}^${top - i}`).join(' + ');
}

/** A number as printed in working: "−3" with the typographic minus. */
export function shown(value: number): string {
  return value < 0 ? `${MINUS}${-value}` : String(value);
}

/** " + 5" or " − 5" after a term. */
export function plus(value: number): string {
  return value < 0 ? ` ${MINUS} ${-value}` : ` + ${value}`;
}
