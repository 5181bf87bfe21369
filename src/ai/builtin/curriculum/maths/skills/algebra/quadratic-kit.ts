/**
 * Quadratics that factorise, (ax − r)(x − s) with roots r/a and s, shared by the quadratic
 * equations and the zeroes of polynomials: the numbers drawn, the factors as printed, and the
 * wrong roots students give (signs kept from the brackets, a factor pair of c that does not add to
 * b, r not divided by a).
 */
import {
  frac,
  fracKey,
  fracText,
  gcd,
  int,
  MINUS,
  wrong,
  type Candidate,
  type Frac,
  type Level,
} from '../../generator-kit';
import type { Random } from 'src/ai/builtin/seeded-random';
import { plus, polynomial, polynomialSyntax } from './algebra-kit';

export interface Factorable {
  /** (ax − r)(x − s). */
  a: number;
  r: number;
  s: number;
  /** The expanded coefficients [A, B, C] of Ax² + Bx + C. */
  coefficients: [number, number, number];
}

const nonZero = (random: Random, size: number) => int(random, 1, size) * (random() < 0.5 ? -1 : 1);

/** Easy: a = 1 and two positive roots; medium: a = 1, roots of any sign; hard: a from 2 to 5. */
export function drawFactorable(random: Random, level: Level): Factorable | null {
  const a = level.difficulty === 'hard' ? int(random, 2, 5) : 1;
  const r = level.difficulty === 'easy' ? int(random, 1, 9) : nonZero(random, 9);
  const s = level.difficulty === 'easy' ? int(random, 1, 9) : nonZero(random, 9);
  if (gcd(a, r) !== 1 || r === a * s) return null;
  const B = -(a * s + r);
  if (B === 0) return null;
  return { a, r, s, coefficients: [a, B, r * s] };
}

/** "x − 3", "2x + 1": the bracket that is 0 at x = r/a. */
export function bracket(a: number, r: number, v: string): string {
  return `${a === 1 ? '' : a}${v}${plus(-r)}`;
}

export const rootsOf = (f: Factorable): Frac[] => [frac(f.r, f.a), frac(f.s, 1)];

/** Roots in increasing order, as "x = −2 or x = 1/2" (prefix "x = ", separator " or "). */
export function rootsText(roots: readonly Frac[], prefix: string, separator: string): string {
  return [...roots]
    .sort((p, q) => p.n / p.d - q.n / q.d)
    .map((root) => `${prefix}${fracText(root)}`)
    .join(separator);
}

export const rootsKey = (roots: readonly Frac[]) => [...roots].map(fracKey).sort().join('|');

export const signedText = (n: number) => (n < 0 ? `${MINUS}${-n}` : String(n));

/** The working: the numbers that split the middle term (or multiply to C and add to B), the factors, the roots. */
export function factorWorking(f: Factorable, v: string, answer: string): string[] {
  const [A, B, C] = f.coefficients;
  const factors = `(${bracket(f.a, f.r, v)})(${bracket(1, f.s, v)})`;
  const pair =
    A === 1
      ? `Find two numbers that multiply to ${signedText(C)} and add to ${signedText(B)}: ${signedText(-f.r)} and ${signedText(-f.s)}.`
      : `a × c = ${A} × ${C < 0 ? `(${signedText(C)})` : C} = ${signedText(A * C)}; two numbers that multiply to ${signedText(A * C)} and add to ${signedText(B)} are ${signedText(-f.a * f.s)} and ${signedText(-f.r)}.`;
  return [
    pair,
    `Factorise: ${polynomial(f.coefficients, v)} = ${factors} = 0.`,
    `${bracket(f.a, f.r, v)} = 0 or ${bracket(1, f.s, v)} = 0, so ${answer}.`,
  ];
}

/** The wrong roots: brackets' signs kept, a factor pair of C that does not add to B, r not divided by a, one root only. */
export function wrongRoots(
  f: Factorable,
  show: (roots: readonly Frac[]) => string,
  prefix: string,
): Candidate[] {
  const [A, B, C] = f.coefficients;
  const right = rootsOf(f);
  const candidate = (roots: Frac[], error: string) => wrong(rootsKey(roots), show(roots), error);
  const out: Candidate[] = [
    candidate(
      right.map((root) => frac(-root.n, root.d)),
      'took the numbers in the brackets as the roots without changing their signs',
    ),
  ];
  if (A === 1) {
    for (let m = -Math.abs(C); m <= Math.abs(C); m += 1) {
      if (m === 0 || C % m !== 0) continue;
      const n = C / m;
      if (m + n === B || m + n === -B || m > n) continue;
      out.push(
        candidate(
          [frac(-m, 1), frac(-n, 1)],
          `used two numbers that multiply to ${signedText(C)} but do not add to ${signedText(B)}`,
        ),
      );
      break;
    }
  } else {
    out.push(
      candidate(
        [frac(f.r, 1), frac(f.s, 1)],
        `solved ${bracket(f.a, f.r, 'x')} = 0 as x = ${signedText(f.r)}, forgetting to divide by ${f.a}`,
      ),
    );
    if (Math.abs(f.r) > 1)
      out.push(
        candidate(
          [frac(f.a, f.r), frac(f.s, 1)],
          `divided ${f.a} by ${signedText(f.r)} instead of ${signedText(f.r)} by ${f.a}`,
        ),
      );
  }
  out.push(
    wrong(fracKey(right[1]), `${prefix}${fracText(right[1])}`, 'gave only one of the two roots'),
  );
  return out;
}

export const rootsCheck = (f: Factorable, v: string, separator: string, prefix?: string) => ({
  kind: 'roots' as const,
  expression: polynomialSyntax(f.coefficients, v),
  variable: v,
  count: 2,
  separator,
  ...(prefix ? { prefix } : {}),
});
