import {
  byDifficulty,
  exercise,
  int,
  num,
  wrong,
  type Candidate,
  type Level,
  type SkillGenerator,
} from '../../generator-kit';
import type { Random } from 'src/ai/builtin/seeded-random';
import { expression, shown } from './algebra-kit';

/** A first term and a common difference: positive in easy questions, falling from medium on. */
function drawAP(random: Random, level: Level): { a: number; d: number } {
  const a = int(random, byDifficulty(level, 1, -10, -20), byDifficulty(level, 20, 40, 60));
  const up = level.difficulty === 'easy' || random() < 0.5;
  const d =
    int(random, byDifficulty(level, 2, 2, 3), byDifficulty(level, 9, 12, 15)) * (up ? 1 : -1);
  return { a, d };
}

/** "3, 7, 11, 15, …" (numbers with the typographic minus). */
const terms = (a: number, d: number, n = 4) =>
  `${Array.from({ length: n }, (_, i) => num(a + i * d)).join(', ')}, …`;

/** "a₂₀" with subscript digits. */
const SUB = '₀₁₂₃₄₅₆₇₈₉';
const nth = (n: number) => `a${[...String(n)].map((c) => SUB[Number(c)]).join('')}`;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** "4n − 1", or "25 − 12n" when the terms fall, as textbooks write them. */
const linear = (perTerm: number, constant: number) =>
  perTerm < 0 && constant > 0
    ? expression([
        [constant, ''],
        [perTerm, 'n'],
      ])
    : expression([
        [perTerm, 'n'],
        [constant, ''],
      ]);

const numbered = (value: number, error: string): Candidate => wrong(value, shown(value), error);

export const PROGRESSION_SKILLS: SkillGenerator[] = [
  {
    id: 'ap.common_difference',
    title: 'The common difference of an arithmetic progression',
    grades: [10, 10],
    make(random, level) {
      const { a, d } = drawAP(random, level);
      if (level.difficulty === 'hard') {
        // Two terms given: d = (a_q − a_p)/(q − p).
        const p = int(random, 2, 6);
        const q = p + int(random, 2, 6);
        const [tp, tq] = [a + (p - 1) * d, a + (q - 1) * d];
        const gap = q - p;
        return exercise('ap.common_difference', level, {
          question: `The ${ordinal(p)} term of an AP is ${num(tp)} and its ${ordinal(q)} term is ${num(tq)}. Find the common difference.`,
          answer: shown(d),
          key: d,
          working: [
            `From the ${ordinal(p)} term to the ${ordinal(q)} term there are ${q} − ${p} = ${gap} steps of d.`,
            `${gap}d = ${num(tq)} − ${tp < 0 ? `(${num(tp)})` : num(tp)} = ${num(tq - tp)}, so d = ${num(tq - tp)} ÷ ${gap} = ${shown(d)}.`,
          ],
          candidates: [
            ...((tq - tp) % q === 0
              ? [
                  numbered(
                    (tq - tp) / q,
                    `divided by ${q} instead of by the ${gap} steps between the terms`,
                  ),
                ]
              : []),
            ...((tq - tp) % (gap + 1) === 0
              ? [
                  numbered(
                    (tq - tp) / (gap + 1),
                    `counted the ${gap + 1} terms instead of the ${gap} steps between them`,
                  ),
                ]
              : []),
            numbered(-d, 'subtracted the later term from the earlier one'),
            numbered(tq - tp, 'did not divide by the number of steps'),
          ],
          bloom: 'analyze',
          check: { kind: 'value', expression: `((${tq}) - (${tp})) / (${q} - ${p})` },
        });
      }
      const [t1, t2, t3] = [a, a + d, a + 2 * d];
      return exercise('ap.common_difference', level, {
        question: `In the AP ${terms(a, d)}, find the common difference.`,
        answer: shown(d),
        key: d,
        working: [
          `d = second term − first term = ${num(t2)} − ${t1 < 0 ? `(${num(t1)})` : num(t1)} = ${shown(d)}.`,
          `Check: ${num(t3)} − ${t2 < 0 ? `(${num(t2)})` : num(t2)} = ${shown(d)} too.`,
        ],
        candidates: [
          numbered(-d, 'subtracted the second term from the first'),
          numbered(t3 - t1, 'subtracted terms two places apart'),
          numbered(t1, 'gave the first term'),
        ],
        bloom: 'understand',
        check: { kind: 'value', expression: `(${t2}) - (${t1})` },
      });
    },
  },
  {
    id: 'ap.nth_term',
    title: 'The nth term of an arithmetic progression',
    grades: [10, 10],
    make(random, level) {
      const { a, d } = drawAP(random, level);
      if (level.difficulty === 'hard') {
        const answer = linear(d, a - d);
        return exercise('ap.nth_term', level, {
          question: `In the AP ${terms(a, d)}, find the nth term.`,
          answer,
          key: answer,
          working: [
            `a = ${shown(a)} and d = ${shown(d)}.`,
            `aₙ = a + (n − 1)d = ${shown(a)} + (n − 1) × ${d < 0 ? `(${shown(d)})` : d} = ${answer}.`,
          ],
          candidates: [
            wrong('a+nd', linear(d, a), 'used a + nd instead of a + (n − 1)d'),
            wrong('swap', linear(a, d), 'swapped the first term and the common difference'),
            wrong('dn', expression([[d, 'n']]), 'left out the first term'),
          ].filter((c) => c.answer !== answer),
          bloom: 'analyze',
          check: { kind: 'equivalent', expression: `${a} + (n - 1)*(${d})`, variables: ['n'] },
        });
      }
      const n = int(random, byDifficulty(level, 8, 10, 15), byDifficulty(level, 20, 30, 50));
      const value = a + (n - 1) * d;
      return exercise('ap.nth_term', level, {
        question: `In the AP ${terms(a, d)}, find the ${ordinal(n)} term.`,
        answer: num(value),
        key: value,
        working: [
          `a = ${shown(a)} and d = ${shown(d)}.`,
          `${nth(n)} = a + (${n} − 1)d = ${shown(a)} + ${n - 1} × ${d < 0 ? `(${shown(d)})` : d} = ${num(value)}.`,
        ],
        candidates: [
          numbered(a + n * d, `used a + ${n}d instead of a + (${n} − 1)d`),
          numbered(n * d, `multiplied ${n} by d and left out the first term`),
          numbered((n - 1) * d, 'left out the first term'),
          ...(d < 0 ? [numbered(a + (n - 1) * -d, 'took the common difference as positive')] : []),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `${a} + (${n} - 1)*(${d})` },
      });
    },
  },
  {
    id: 'ap.sum_of_terms',
    title: 'The sum of the first n terms of an arithmetic progression',
    grades: [10, 10],
    make(random, level) {
      const { a, d } = drawAP(random, level);
      const n = int(random, byDifficulty(level, 6, 10, 12), byDifficulty(level, 15, 25, 40));
      const last = a + (n - 1) * d;
      const sum = (n * (2 * a + (n - 1) * d)) / 2;
      if (level.difficulty === 'hard') {
        if (d < 0) return null;
        // The last term given: n from it, then n/2 × (a + l).
        return exercise('ap.sum_of_terms', level, {
          question: `Find the sum ${num(a)} + ${num(a + d)} + ${num(a + 2 * d)} + … + ${num(last)}.`
            .replace(/\+ −/g, '+ (−')
            .replace(/\(−(\d+)/g, '(−$1)'),
          answer: num(sum),
          key: sum,
          working: [
            `a = ${shown(a)}, d = ${shown(d)} and the last term is ${num(last)}.`,
            `${num(last)} = ${shown(a)} + (n − 1) × ${d}, so n − 1 = ${(last - a) / d} and n = ${n}.`,
            `S = n/2 × (a + l) = ${n}/2 × (${shown(a)} + ${num(last)}) = ${num(sum)}.`,
          ],
          candidates: [
            ...(((n - 1) * (a + last)) % 2 === 0
              ? [
                  numbered(
                    ((n - 1) * (a + last)) / 2,
                    `took n = ${n - 1}, forgetting to add 1 after dividing by d`,
                  ),
                ]
              : []),
            numbered(n * (a + last), 'forgot to divide by 2'),
            numbered(a + last, 'added only the first and last terms'),
          ],
          bloom: 'analyze',
          check: { kind: 'value', expression: `${n}/2 * ((${a}) + (${last}))` },
        });
      }
      const half = (value: number) => (value % 2 === 0 ? [value / 2] : []);
      return exercise('ap.sum_of_terms', level, {
        question: `In the AP ${terms(a, d, 3)}, find the sum of the first ${n} terms.`,
        answer: num(sum),
        key: sum,
        working: [
          `a = ${shown(a)}, d = ${shown(d)} and n = ${n}.`,
          `Sₙ = n/2 × [2a + (n − 1)d] = ${n}/2 × [${2 * a < 0 ? `(${shown(2 * a)})` : 2 * a} + ${n - 1} × ${d < 0 ? `(${shown(d)})` : d}] = ${n}/2 × ${2 * a + (n - 1) * d < 0 ? `(${shown(2 * a + (n - 1) * d)})` : 2 * a + (n - 1) * d} = ${num(sum)}.`,
        ],
        candidates: [
          ...half(n * (a + (n - 1) * d)).map((v) =>
            numbered(v, 'used a instead of 2a in the bracket'),
          ),
          numbered(n * (2 * a + (n - 1) * d), 'forgot to divide by 2'),
          ...half(n * (2 * a + n * d)).map((v) => numbered(v, `used ${n}d instead of (${n} − 1)d`)),
          numbered(last, `gave the ${ordinal(n)} term instead of the sum`),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `${n}/2 * (2*(${a}) + (${n} - 1)*(${d}))` },
      });
    },
  },
  {
    id: 'ap.which_term',
    title: 'Which term of an arithmetic progression a number is',
    grades: [10, 10],
    make(random, level) {
      const { a, d } = drawAP(random, level);
      const n = int(random, byDifficulty(level, 8, 12, 20), byDifficulty(level, 20, 35, 60));
      const value = a + (n - 1) * d;
      const steps = n - 1;
      const show = (k: number) => `n = ${k}`;
      const candidates: Candidate[] = [
        wrong(
          steps,
          show(steps),
          `forgot to add 1 after dividing ${num(value - a)} by ${shown(d)}`,
        ),
        ...((value + a) % d === 0 && (value + a) / d + 1 > 0
          ? [
              wrong(
                (value + a) / d + 1,
                show((value + a) / d + 1),
                'added the first term instead of subtracting it',
              ),
            ]
          : []),
        ...(value % d === 0 && value / d > 0
          ? [
              wrong(
                value / d,
                show(value / d),
                `divided ${num(value)} by ${shown(d)} without taking away the first term`,
              ),
            ]
          : []),
        wrong(n - 2, show(n - 2), `subtracted 1 from ${steps} instead of adding it`),
      ];
      return exercise('ap.which_term', level, {
        question: `Which term of the AP ${terms(a, d)} is ${num(value)}?`,
        answer: show(n),
        key: n,
        working: [
          `a = ${shown(a)}, d = ${shown(d)}; solve ${shown(a)} + (n − 1) × ${d < 0 ? `(${shown(d)})` : d} = ${num(value)}.`,
          `(n − 1) × ${d < 0 ? `(${shown(d)})` : d} = ${num(value - a)}, so n − 1 = ${steps} and n = ${n}.`,
          `So ${num(value)} is the ${ordinal(n)} term.`,
        ],
        candidates,
        bloom: 'apply',
        check: { kind: 'equation', equation: `${a} + (n - 1)*(${d}) = ${value}`, variable: 'n' },
      });
    },
  },
];
