import { exercise, int, num, pick, wrong, type SkillGenerator } from '../../generator-kit';

/** The prime factors of n in increasing order, with repeats: 324 → [2, 2, 3, 3, 3, 3]. */
function primeFactors(n: number): number[] {
  const factors: number[] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p += 1)
    while (rest % p === 0) {
      factors.push(p);
      rest /= p;
    }
  if (rest > 1) factors.push(rest);
  return factors;
}

/** Roots with a repeated prime factor, so taking each prime once gives a different number. */
const ROOTS = [12, 18, 20, 24, 28, 36, 40, 44, 48, 50, 52, 54, 56, 60, 72];

/** Factors that are not squares and have no square factor. */
const MULTIPLIERS = [2, 3, 5, 6, 7, 10];

export const SQUARE_SKILLS: SkillGenerator[] = [
  {
    id: 'squares.roots',
    title: 'Squares and square roots',
    grades: [7, 8],
    make(random, level) {
      if (level.difficulty === 'easy') {
        const n = int(random, 11, 25);
        const [tens, units] = [Math.floor(n / 10), n % 10];
        const split = Number(`${tens * tens}${units * units}`);
        return exercise('squares.roots', level, {
          question: `Work out ${n}².`,
          answer: num(n * n),
          key: n * n,
          working: [`${n}² = ${n} × ${n} = ${num(n * n)}`],
          candidates: [
            wrong(2 * n, num(2 * n), 'multiplied by 2 instead of squaring'),
            wrong(split, num(split), 'squared the tens and the units separately'),
            wrong(n * n + n, num(n * n + n), `worked out ${n} × ${n + 1}`),
          ],
          bloom: 'remember',
          check: { kind: 'value', expression: `${n}^2` },
        });
      }
      if (level.difficulty === 'medium') {
        const root = pick(random, ROOTS);
        const n = root * root;
        const factors = primeFactors(n);
        const pairs = factors.filter((_, i) => i % 2 === 0);
        const distinct = [...new Set(factors)].reduce((product, p) => product * p, 1);
        return exercise('squares.roots', level, {
          question: `Find √${num(n)} by prime factorisation.`,
          answer: num(root),
          key: root,
          working: [
            `${num(n)} = ${factors.join(' × ')}`,
            `Pair the equal factors and take one from each pair: √${num(n)} = ${pairs.join(' × ')} = ${root}.`,
          ],
          candidates: [
            wrong(n / 2, num(n / 2), 'halved the number instead of taking the square root'),
            wrong(
              distinct,
              num(distinct),
              'took each different prime once, not one from each pair',
            ),
            wrong(root * 2, num(root * 2), 'took one factor from each pair and doubled the result'),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `sqrt(${n})`, places: 0 },
        });
      }
      const k = pick(random, MULTIPLIERS);
      const m = int(random, 2, 9);
      const n = k * m * m;
      if (n < 20 || n > 600) return null;
      return exercise('squares.roots', level, {
        question: `Find the smallest whole number by which ${num(n)} must be multiplied to make a perfect square.`,
        answer: num(k),
        key: k,
        working: [
          `${num(n)} = ${primeFactors(n).join(' × ')}`,
          `In a perfect square every prime factor comes in pairs; ${primeFactors(k).join(' and ')} ${k === 6 || k === 10 ? 'have' : 'has'} no partner, so multiply by ${k}: ${num(n)} × ${k} = ${num(n * k)} = ${k * m}².`,
        ],
        candidates: [
          wrong(n, num(n), 'multiplied by the number itself (a square, but not the smallest)'),
          wrong(m, num(m), 'gave the square root of the square factor'),
          ...(k === 2 ? [] : [wrong(2, '2', 'multiplied by 2 as for an even number')]),
          wrong(k * m, num(k * m), 'gave the square root of the perfect square'),
        ],
        bloom: 'analyze',
        check: { kind: 'value', expression: `${n} / ${m}^2` },
      });
    },
  },
];
