import {
  byDifficulty,
  exercise,
  gcd,
  int,
  lcm,
  num,
  pick,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';

export const FACTOR_SKILLS: SkillGenerator[] = [
  {
    id: 'factors.list',
    title: 'Factors and multiples',
    grades: [4, 7],
    make(random, level) {
      if (level.difficulty === 'easy') {
        const n = int(random, 3, 12);
        const count = 5;
        const multiples = Array.from({ length: count }, (_, i) => n * (i + 1));
        const show = (values: number[]) => values.map(num).join(', ');
        return exercise('factors.list', level, {
          question: `Write the first ${count} multiples of ${n}.`,
          answer: show(multiples),
          key: show(multiples),
          working: [`Multiply ${n} by 1, 2, 3, 4 and 5.`, show(multiples)],
          candidates: [
            wrong(
              'a',
              show(multiples.map((m) => m + n)),
              `started at ${n} × 2 instead of ${n} × 1`,
            ),
            wrong(
              'b',
              show(Array.from({ length: count }, (_, i) => n + i + 1)),
              'added 1, 2, 3, … instead of multiplying',
            ),
            wrong(
              'c',
              show([1, ...multiples.slice(0, count - 1)]),
              'began the list with 1, which is a factor, not a multiple',
            ),
          ],
          bloom: 'remember',
          check: { kind: 'list', test: `mod(n, ${n}) == 0`, upTo: n * count },
        });
      }
      const n = pick(
        random,
        level.difficulty === 'medium'
          ? [12, 18, 20, 24, 28, 30, 32, 36]
          : [36, 40, 42, 48, 54, 56, 60, 72, 84, 90, 96, 100],
      );
      const factors = Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
      const show = (values: number[]) => values.join(', ');
      const noEnds = factors.filter((d) => d !== 1 && d !== n);
      const half = factors.filter((d) => d * d <= n);
      const primes = factors.filter(
        (d) => d > 1 && factors.filter((e) => d % e === 0).length === 2,
      );
      return exercise('factors.list', level, {
        question: `List all the factors of ${n}.`,
        answer: show(factors),
        key: show(factors),
        working: [
          `Find the factor pairs: ${half.map((d) => `${d} × ${n / d}`).join(', ')}.`,
          `The factors in order: ${show(factors)}.`,
        ],
        candidates: [
          wrong('a', show(noEnds), `left out 1 and ${n}, which are always factors of ${n}`),
          wrong('b', show(half), 'wrote only the first number of each factor pair'),
          wrong('c', show(primes), 'gave only the prime factors'),
        ],
        bloom: 'understand',
        check: { kind: 'list', test: `mod(${n}, n) == 0`, upTo: n },
      });
    },
  },
  {
    id: 'factors.hcf',
    title: 'Highest common factor (HCF)',
    grades: [5, 8],
    make(random, level) {
      const common = int(random, byDifficulty(level, 2, 3, 4), byDifficulty(level, 6, 12, 18));
      const x = int(random, 2, byDifficulty(level, 5, 7, 9));
      const y = int(random, 2, byDifficulty(level, 5, 7, 9));
      if (x === y || gcd(x, y) !== 1) return null;
      const a = common * x;
      const b = common * y;
      const word = level.difficulty === 'hard';
      return exercise('factors.hcf', level, {
        question: word
          ? `Two ribbons are ${a} cm and ${b} cm long. They are cut into pieces all of the same length, with nothing left over. What is the longest each piece can be?`
          : `Find the highest common factor (HCF) of ${a} and ${b}.`,
        answer: word ? `${common} cm` : String(common),
        key: common,
        working: [
          `${a} = ${common} × ${x} and ${b} = ${common} × ${y}.`,
          `${x} and ${y} have no common factor other than 1, so the HCF is ${common}.`,
        ],
        candidates: [
          wrong(
            lcm(a, b),
            word ? `${lcm(a, b)} cm` : String(lcm(a, b)),
            'found the lowest common multiple instead',
          ),
          wrong(a * b, word ? `${a * b} cm` : String(a * b), 'multiplied the two numbers'),
          ...[2, 3, 5]
            .filter((p) => common % p === 0 && common !== p)
            .map((p) =>
              wrong(
                p,
                word ? `${p} cm` : String(p),
                'stopped at a common factor that is not the highest',
              ),
            ),
          wrong(1, word ? '1 cm' : '1', 'gave 1, a common factor of every pair of numbers'),
        ],
        bloom: word ? 'apply' : 'understand',
        check: { kind: 'value', expression: `gcd(${a}, ${b})`, unit: word ? ' cm' : undefined },
      });
    },
  },
  {
    id: 'factors.lcm',
    title: 'Lowest common multiple (LCM)',
    grades: [5, 8],
    make(random, level) {
      const a = int(random, 2, byDifficulty(level, 10, 15, 24));
      const b = int(random, 2, byDifficulty(level, 10, 15, 24));
      if (a === b || (gcd(a, b) === 1 && level.difficulty !== 'easy') || a % b === 0 || b % a === 0)
        return null;
      const multiple = lcm(a, b);
      const word = level.difficulty === 'hard';
      return exercise('factors.lcm', level, {
        question: word
          ? `One bell rings every ${a} minutes and another every ${b} minutes. They ring together at 9:00 am. After how many minutes will they next ring together?`
          : `Find the lowest common multiple (LCM) of ${a} and ${b}.`,
        answer: word ? `${multiple} minutes` : String(multiple),
        key: multiple,
        working: [
          `Multiples of ${a}: ${Array.from({ length: Math.min(multiple / a, 8) }, (_, i) => a * (i + 1)).join(', ')}${multiple / a > 8 ? ', …' : ''}`,
          `The first multiple of ${a} that is also a multiple of ${b} is ${multiple}.`,
        ],
        candidates: [
          wrong(
            a * b,
            word ? `${a * b} minutes` : String(a * b),
            'multiplied the numbers, which gives a common multiple but not always the lowest',
          ),
          wrong(
            gcd(a, b),
            word ? `${gcd(a, b)} minutes` : String(gcd(a, b)),
            'found the highest common factor instead',
          ),
          wrong(a + b, word ? `${a + b} minutes` : String(a + b), 'added the numbers'),
          wrong(
            multiple * 2,
            word ? `${multiple * 2} minutes` : String(multiple * 2),
            'gave a common multiple that is not the lowest',
          ),
        ],
        bloom: word ? 'apply' : 'understand',
        check: {
          kind: 'value',
          expression: `lcm(${a}, ${b})`,
          unit: word ? ' minutes' : undefined,
        },
      });
    },
  },
];
