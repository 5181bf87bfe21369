import {
  exercise,
  frac,
  int,
  MINUS,
  pick,
  wrong,
  type Candidate,
  type Level,
  type SkillGenerator,
} from '../../generator-kit';
import { ROOT_NATURES } from '../../maths-exercise';
import type { Random } from 'src/ai/builtin/seeded-random';
import { polynomial, shown } from './algebra-kit';
import {
  drawFactorable,
  factorWorking,
  rootsCheck,
  rootsKey,
  rootsText,
  wrongRoots,
} from './quadratic-kit';

const SOLVED = (roots: Parameters<typeof rootsText>[0]) => rootsText(roots, 'x = ', ' or ');

/** x² = kx (the root x = 0 lost by dividing by x) or x² − n² = 0 (the negative root forgotten). */
function specialForm(random: Random, level: Level) {
  if (random() < 0.5) {
    const k = int(random, 2, 12) * (random() < 0.5 ? -1 : 1);
    const answer = SOLVED([frac(0, 1), frac(k, 1)]);
    return exercise('quadratic.solve_factorising', level, {
      question: `Solve x² = ${shown(k)}x.`,
      answer,
      key: rootsKey([frac(0, 1), frac(k, 1)]),
      working: [
        `Bring every term to one side: ${polynomial([1, -k, 0], 'x')} = 0.`,
        `Take out the common factor x: x(${polynomial([1, -k], 'x')}) = 0.`,
        `x = 0 or ${polynomial([1, -k], 'x')} = 0, so ${answer}.`,
      ],
      candidates: [
        wrong(String(k), `x = ${shown(k)}`, 'divided both sides by x and lost the root x = 0'),
        wrong(
          rootsKey([frac(0, 1), frac(-k, 1)]),
          SOLVED([frac(0, 1), frac(-k, 1)]),
          'changed the sign of the root when moving the term across',
        ),
      ],
      bloom: 'apply',
      check: {
        kind: 'roots',
        expression: `x^2 - (${k})*x`,
        variable: 'x',
        count: 2,
        separator: ' or ',
        prefix: 'x = ',
      },
    });
  }
  const n = int(random, 2, 12);
  const answer = SOLVED([frac(-n, 1), frac(n, 1)]);
  return exercise('quadratic.solve_factorising', level, {
    question: `Solve x² ${MINUS} ${n * n} = 0.`,
    answer,
    key: rootsKey([frac(-n, 1), frac(n, 1)]),
    working: [
      `x² ${MINUS} ${n * n} is a difference of two squares: (x + ${n})(x ${MINUS} ${n}) = 0.`,
      `x + ${n} = 0 or x ${MINUS} ${n} = 0, so ${answer}.`,
    ],
    candidates: [
      wrong(String(n), `x = ${n}`, `took only the positive square root of ${n * n}`),
      wrong(
        rootsKey([frac(-n * n, 1), frac(n * n, 1)]),
        SOLVED([frac(-n * n, 1), frac(n * n, 1)]),
        `did not take the square root of ${n * n}`,
      ),
      ...(n % 2 === 0
        ? [
            wrong(
              rootsKey([frac(-(n * n) / 2, 1), frac((n * n) / 2, 1)]),
              SOLVED([frac(-(n * n) / 2, 1), frac((n * n) / 2, 1)]),
              `halved ${n * n} instead of taking its square root`,
            ),
          ]
        : []),
    ],
    bloom: 'apply',
    check: {
      kind: 'roots',
      expression: `x^2 - ${n * n}`,
      variable: 'x',
      count: 2,
      separator: ' or ',
      prefix: 'x = ',
    },
  });
}

type Nature = keyof typeof ROOT_NATURES;
const natureOf = (d: number): Nature => (d > 0 ? 'positive' : d === 0 ? 'zero' : 'negative');

/** ax² + bx + c with the discriminant's sign asked for: equal roots come from (px + q)². */
function drawQuadratic(random: Random, wanted: Nature): [number, number, number] | null {
  if (wanted === 'zero') {
    const p = int(random, 1, 3);
    const q = int(random, 1, 6) * (random() < 0.5 ? -1 : 1);
    return [p * p, 2 * p * q, q * q];
  }
  const a = int(random, 1, 5);
  const b = int(random, -10, 10);
  const c = int(random, 1, 10) * (random() < 0.5 ? -1 : 1);
  return natureOf(b * b - 4 * a * c) === wanted ? [a, b, c] : null;
}

export const QUADRATIC_SKILLS: SkillGenerator[] = [
  {
    id: 'quadratic.solve_factorising',
    title: 'Solving quadratic equations by factorising',
    grades: [10, 10],
    make(random, level) {
      if (level.difficulty === 'medium' && random() < 0.5) return specialForm(random, level);
      const f = drawFactorable(random, level);
      if (!f) return null;
      const roots = [frac(f.r, f.a), frac(f.s, 1)];
      const answer = SOLVED(roots);
      return exercise('quadratic.solve_factorising', level, {
        question: `Solve ${polynomial(f.coefficients, 'x')} = 0 by factorising.`,
        answer,
        key: rootsKey(roots),
        working: factorWorking(f, 'x', answer),
        candidates: wrongRoots(f, SOLVED, 'x = '),
        bloom: f.a === 1 ? 'apply' : 'analyze',
        check: rootsCheck(f, 'x', ' or ', 'x = '),
      });
    },
  },
  {
    id: 'quadratic.discriminant',
    title: 'The discriminant and the nature of the roots',
    grades: [10, 10],
    make(random, level) {
      const wanted = pick(random, ['positive', 'zero', 'negative'] as const);
      const drawn = drawQuadratic(random, wanted);
      if (!drawn) return null;
      const [a, b, c] = drawn;
      const d = b * b - 4 * a * c;
      // Hard: ax² + bx = k, so c = −k only once every term is on one side.
      const moved = level.difficulty === 'hard' && c !== 0;
      const equation = moved
        ? `${polynomial([a, b, 0], 'x')} = ${shown(-c)}`
        : `${polynomial([a, b, c], 'x')} = 0`;
      const nature = natureOf(d);
      const sum = `b² ${MINUS} 4ac = ${b < 0 ? `(${shown(b)})` : b}² ${MINUS} 4 × ${a} × ${c < 0 ? `(${shown(c)})` : c} = ${b * b} ${-4 * a * c < 0 ? MINUS : '+'} ${Math.abs(4 * a * c)} = ${shown(d)}`;
      const working = [
        ...(moved ? [`Bring every term to one side: ${polynomial([a, b, c], 'x')} = 0.`] : []),
        `a = ${a}, b = ${shown(b)}, c = ${shown(c)}.`,
        level.difficulty === 'easy'
          ? `${sum}.`
          : `${sum} ${d > 0 ? '>' : d === 0 ? '=' : '<'} 0, so the equation has ${ROOT_NATURES[nature]}.`,
      ];
      // The discriminants of typical slips, each with the error that gives it.
      const slips: [number, string][] = [
        ...(moved
          ? ([
              [
                b * b + 4 * a * c,
                `took c = ${shown(-c)} without bringing it to the left-hand side`,
              ],
            ] as [number, string][])
          : []),
        [b * b + 4 * a * c, 'added 4ac instead of subtracting it'],
        [b - 4 * a * c, 'did not square b'],
        ...(b < 0
          ? ([[-(b * b) - 4 * a * c, `took (${shown(b)})² as ${shown(-(b * b))}`]] as [
              number,
              string,
            ][])
          : []),
      ];
      if (level.difficulty === 'easy') {
        return exercise('quadratic.discriminant', level, {
          question: `Find the discriminant of ${equation}.`,
          answer: shown(d),
          key: d,
          working,
          candidates: slips.map(([value, error]) => wrong(value, shown(value), error)),
          bloom: 'apply',
          check: { kind: 'value', expression: `(${b})^2 - 4*(${a})*(${c})` },
        });
      }
      const candidates: Candidate[] = slips.map(([value, error]) =>
        wrong(
          ROOT_NATURES[natureOf(value)],
          ROOT_NATURES[natureOf(value)],
          `${error}, getting ${shown(value)}`,
        ),
      );
      candidates.push(
        nature === 'positive'
          ? wrong(
              ROOT_NATURES.zero,
              ROOT_NATURES.zero,
              'confused two different roots with two equal roots',
            )
          : wrong(
              ROOT_NATURES.positive,
              ROOT_NATURES.positive,
              'thought every quadratic equation has two different real roots',
            ),
        nature === 'negative'
          ? wrong(ROOT_NATURES.zero, ROOT_NATURES.zero, 'read a negative discriminant as zero')
          : wrong(
              ROOT_NATURES.negative,
              ROOT_NATURES.negative,
              nature === 'zero'
                ? 'read a zero discriminant as giving no roots'
                : 'took the minus sign in b² − 4ac to mean the discriminant is negative',
            ),
      );
      return exercise('quadratic.discriminant', level, {
        question: `Use the discriminant to find the nature of the roots of ${equation}.`,
        answer: ROOT_NATURES[nature],
        key: ROOT_NATURES[nature],
        working,
        candidates,
        bloom: moved ? 'analyze' : 'apply',
        check: { kind: 'nature', a: String(a), b: String(b), c: String(c) },
      });
    },
  },
];
