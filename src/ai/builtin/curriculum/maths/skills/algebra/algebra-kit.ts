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
