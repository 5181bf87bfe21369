import {
  exercise,
  frac,
  fracText,
  int,
  MINUS,
  pick,
  wrong,
  type Candidate,
  type SkillGenerator,
} from '../../generator-kit';
import {
  expression,
  plus,
  polynomial,
  polynomialSyntax,
  power,
  shown,
  type Term,
} from './algebra-kit';
import {
  drawFactorable,
  factorWorking,
  rootsCheck,
  rootsKey,
  rootsText,
  wrongRoots,
} from './quadratic-kit';

const ZEROES = (roots: Parameters<typeof rootsText>[0]) => rootsText(roots, '', ' and ');

/** p(a) for coefficients from the highest power down, in integers. */
const valueAt = (coefficients: readonly number[], x: number) =>
  coefficients.reduce((total, c) => total * x + c, 0);

/** "(−2)³", "(1/2)²" or "2³" in working. */
const powered = (x: number, text: string, n: number) =>
  `${x < 0 || text.includes('/') ? `(${text})` : text}${n === 1 ? '' : ['', '', '²', '³', '⁴'][n]}`;

/** "2 × (−2)³ − 3 × (−2) + 5": p(a) written out term by term. */
function substituted(coefficients: readonly number[], x: number, text: string): string {
  const top = coefficients.length - 1;
  return coefficients
    .map((c, i) => ({ c, n: top - i }))
    .filter(({ c }) => c !== 0)
    .map(({ c, n }, i) => {
      const size = Math.abs(c);
      const body =
        n === 0 ? String(size) : `${size === 1 ? '' : `${size} × `}${powered(x, text, n)}`;
      if (i === 0) return c < 0 ? `${MINUS}${body}` : body;
      return `${c < 0 ? MINUS : '+'} ${body}`;
    })
    .join(' ');
}

/** Whole-number coefficients with a non-zero leading one. */
function coefficientsOf(degree: number, random: () => number, size: number): number[] {
  return Array.from({ length: degree + 1 }, (_, i) =>
    i === 0 ? int(random, 1, 5) * (random() < 0.3 ? -1 : 1) : int(random, -size, size),
  );
}

export const POLYNOMIAL_SKILLS: SkillGenerator[] = [
  {
    id: 'polynomials.degree',
    title: 'The degree of a polynomial',
    grades: [9, 10],
    make(random, level) {
      if (level.difficulty === 'hard') {
        // (xᵖ + b)(x^q + c): the degree is p + q.
        const p = int(random, 1, 4);
        const q = int(random, 2, 4);
        const b = int(random, 1, 9) * (random() < 0.5 ? -1 : 1);
        const c = int(random, 1, 9) * (random() < 0.5 ? -1 : 1);
        const question = `(${power('x', p)}${plus(b)})(${power('x', q)}${plus(c)})`;
        return exercise('polynomials.degree', level, {
          question: `What is the degree of the polynomial ${question}?`,
          answer: String(p + q),
          key: p + q,
          working: [
            `Multiplying out, the highest power comes from ${power('x', p)} × ${power('x', q)} = ${power('x', p + q)}.`,
            `So the degree is ${p} + ${q} = ${p + q}.`,
          ],
          candidates: [
            wrong(Math.max(p, q), String(Math.max(p, q)), 'took the highest power in one bracket'),
            wrong(p * q, String(p * q), 'multiplied the powers instead of adding them'),
            wrong(4, '4', 'counted the terms after multiplying out'),
          ],
          bloom: 'analyze',
          check: {
            kind: 'degree',
            expression: `(x^${p} + (${b}))*(x^${q} + (${c}))`,
            variable: 'x',
          },
        });
      }
      const degree = int(random, 2, level.difficulty === 'easy' ? 3 : 5);
      // Terms of distinct powers, the highest never written first.
      const powers = [
        degree,
        ...new Set([int(random, 1, degree - 1), int(random, 0, degree - 1), 0]),
      ];
      const terms: Term[] = powers.map((n, i) => [
        (i === 0 ? int(random, 2, 7) : int(random, 1, 9)) * (random() < 0.3 ? -1 : 1),
        power('x', n),
      ]);
      const shownTerms = [...terms.slice(1, 2), terms[0], ...terms.slice(2)];
      const text = expression(shownTerms);
      const firstPower = powers[1];
      const candidates: Candidate[] = [
        wrong(firstPower, String(firstPower), 'took the power of the first term'),
        wrong(terms.length, String(terms.length), 'counted the terms'),
        wrong(
          Math.abs(terms[0][0]),
          String(Math.abs(terms[0][0])),
          'gave the coefficient of the highest power',
        ),
        wrong(
          powers.reduce((sum, n) => sum + n, 0),
          String(powers.reduce((sum, n) => sum + n, 0)),
          'added the powers of all the terms',
        ),
      ];
      return exercise('polynomials.degree', level, {
        question: `What is the degree of the polynomial ${text}?`,
        answer: String(degree),
        key: degree,
        working: [
          `The powers of x in the terms are ${powers.slice(1, 2).concat(powers[0], powers.slice(2)).join(', ')}.`,
          `The highest power is ${degree}, wherever it is written, so the degree is ${degree}.`,
        ],
        candidates,
        bloom: 'understand',
        check: {
          kind: 'degree',
          expression: shownTerms
            .map(([c, v]) => `(${c})${v ? `*x^${powers[terms.findIndex((t) => t[1] === v)]}` : ''}`)
            .join(' + '),
          variable: 'x',
        },
      });
    },
  },
  {
    id: 'polynomials.value',
    title: 'The value of a polynomial',
    grades: [9, 10],
    make(random, level) {
      const half = level.difficulty === 'hard';
      const degree = level.difficulty === 'easy' ? 2 : 3;
      // p(1/2) is whole when the coefficients are 8a, 4b, 2c and d.
      const coefficients = half
        ? [
            int(random, 1, 3) * 8,
            int(random, -5, 5) * 4,
            int(random, -5, 5) * 2,
            int(random, -9, 9),
          ]
        : coefficientsOf(degree, random, 9);
      if (coefficients[coefficients.length - 1] === 0) return null;
      const x = level.difficulty === 'easy' ? int(random, 1, 4) : pick(random, [-3, -2, -1, 2, 3]);
      const xText = half ? '1/2' : shown(x);
      const top = coefficients.length - 1;
      const constant = coefficients[top];
      // The value when each power xⁿ is read as f(n) instead.
      const readAs = (f: (n: number) => number) =>
        coefficients.reduce((total, c, i) => total + c * f(top - i), 0);
      const value = half ? readAs((n) => 1 / 2 ** n) : valueAt(coefficients, x);
      const wrongs: Candidate[] = half
        ? [
            wrong(
              valueAt(coefficients, 2),
              shown(valueAt(coefficients, 2)),
              'put x = 2 instead of x = 1/2',
            ),
            wrong(
              readAs((n) => (n === 0 ? 1 : n / 2)),
              shown(readAs((n) => (n === 0 ? 1 : n / 2))),
              'worked out (1/2)ⁿ as n/2',
            ),
            wrong(value - constant, shown(value - constant), 'left out the constant term'),
          ]
        : [
            ...(x < 0
              ? [
                  wrong(
                    valueAt(coefficients, -x),
                    shown(valueAt(coefficients, -x)),
                    `used x = ${-x} instead of x = ${shown(x)}`,
                  ),
                  wrong(
                    readAs((n) => (n >= 2 ? Math.abs(x) ** n : x ** n)),
                    shown(readAs((n) => (n >= 2 ? Math.abs(x) ** n : x ** n))),
                    `took (${shown(x)})³ as ${Math.abs(x) ** 3}, a power of a negative number as positive`,
                  ),
                ]
              : []),
            wrong(
              readAs((n) => (n === 0 ? 1 : n * x)),
              shown(readAs((n) => (n === 0 ? 1 : n * x))),
              'worked out each power as the power times x (x² as 2x)',
            ),
            wrong(value - constant, shown(value - constant), 'left out the constant term'),
          ];
      return exercise('polynomials.value', level, {
        question: `Find the value of p(x) = ${polynomial(coefficients, 'x')} at x = ${xText}.`,
        answer: shown(value),
        key: value,
        working: [`p(${xText}) = ${substituted(coefficients, x, xText)}`, `= ${shown(value)}`],
        candidates: wrongs.filter((w) => w.answer !== shown(value)),
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: polynomialSyntax(coefficients, 'x').replace(
            /\bx\b/g,
            `(${half ? '1/2' : x})`,
          ),
        },
      });
    },
  },
  {
    id: 'polynomials.zeroes',
    title: 'The zeroes of a quadratic polynomial by factorising',
    grades: [9, 10],
    make(random, level) {
      const f = drawFactorable(random, level);
      if (!f) return null;
      const roots = [frac(f.r, f.a), frac(f.s, 1)];
      const answer = ZEROES(roots);
      const [A, B, C] = f.coefficients;
      const working = factorWorking(f, 'x', `the zeroes are ${answer}`);
      return exercise('polynomials.zeroes', level, {
        question: `Find the zeroes of the polynomial ${polynomial(f.coefficients, 'x')}.`,
        answer,
        key: rootsKey(roots),
        working: [
          ...working,
          `Check: the sum of the zeroes is −b/a = ${fracText(frac(-B, A))} and their product is c/a = ${fracText(frac(C, A))}.`,
        ],
        candidates: wrongRoots(f, ZEROES, ''),
        bloom: f.a === 1 ? 'apply' : 'analyze',
        check: rootsCheck(f, 'x', ' and '),
      });
    },
  },
  {
    id: 'polynomials.remainder_theorem',
    title: 'The remainder and factor theorems',
    grades: [9, 10],
    make(random, level) {
      const a = int(random, 1, 3) * (level.difficulty === 'easy' ? 1 : random() < 0.5 ? -1 : 1);
      if (level.difficulty === 'hard') {
        // x − a is a factor of x³ + kx² + mx + n: find k from p(a) = 0.
        const k = int(random, -6, 6);
        const m = int(random, -9, 9);
        if (k === 0 || m === 0) return null;
        const n = -(a ** 3 + k * a * a + m * a);
        if (n === 0 || Math.abs(n) > 60) return null;
        const p = expression([
          [1, 'x³'],
          [1, 'kx²'],
          [m, 'x'],
          [n, ''],
        ]);
        const divisor = `x${plus(-a)}`;
        // k from p(−a) = 0, and from p(a) = 0 without the constant term.
        const fromMinus = -((-a) ** 3 - m * a + n) / (a * a);
        const noConstant = -(a ** 3 + m * a) / (a * a);
        const candidates: Candidate[] = [
          ...(Number.isInteger(fromMinus)
            ? [
                wrong(
                  fromMinus,
                  `k = ${shown(fromMinus)}`,
                  `put x = ${shown(-a)} into p(x) instead of x = ${shown(a)}`,
                ),
              ]
            : []),
          ...(Number.isInteger(noConstant)
            ? [wrong(noConstant, `k = ${shown(noConstant)}`, 'left the constant term out of p(a)')]
            : []),
          wrong(-k, `k = ${shown(-k)}`, 'got the sign wrong when solving for k'),
        ];
        return exercise('polynomials.remainder_theorem', level, {
          question: `${divisor} is a factor of p(x) = ${p}. Find the value of k.`,
          answer: `k = ${shown(k)}`,
          key: k,
          working: [
            `By the factor theorem, p(${shown(a)}) = 0.`,
            `p(${shown(a)}) = ${shown(a ** 3)} + ${a * a === 1 ? '' : a * a}k${plus(m * a)}${plus(n)} = ${a * a === 1 ? '' : a * a}k${plus(a ** 3 + m * a + n)} = 0.`,
            a * a === 1
              ? `So k = ${shown(k)}.`
              : `So ${a * a}k = ${shown(-(a ** 3 + m * a + n))} and k = ${shown(k)}.`,
          ],
          candidates,
          bloom: 'analyze',
          check: {
            kind: 'equation',
            equation: `(${a})^3 + k*(${a})^2 + (${m})*(${a}) + (${n}) = 0`,
            variable: 'k',
          },
        });
      }
      const coefficients = coefficientsOf(3, random, 6);
      coefficients[0] = Math.abs(coefficients[0]) > 2 ? 1 : coefficients[0];
      const constant = coefficients[3];
      if (constant === 0) return null;
      const value = valueAt(coefficients, a);
      const divisor = `x${plus(-a)}`;
      const p = polynomial(coefficients, 'x');
      return exercise('polynomials.remainder_theorem', level, {
        question: `Find the remainder when p(x) = ${p} is divided by ${divisor}.`,
        answer: shown(value),
        key: value,
        working: [
          `By the remainder theorem the remainder is p(${shown(a)}), as ${divisor} = 0 when x = ${shown(a)}.`,
          `p(${shown(a)}) = ${substituted(coefficients, a, shown(a))} = ${shown(value)}`,
        ],
        candidates: [
          wrong(
            valueAt(coefficients, -a),
            shown(valueAt(coefficients, -a)),
            `worked out p(${shown(-a)}) instead of p(${shown(a)})`,
          ),
          wrong(constant, shown(constant), 'gave the constant term of p(x)'),
          wrong(value - constant, shown(value - constant), 'left out the constant term'),
        ],
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: polynomialSyntax(coefficients, 'x').replace(/\bx\b/g, `(${a})`),
        },
      });
    },
  },
];
