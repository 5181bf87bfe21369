import {
  byDifficulty,
  exercise,
  int,
  num,
  pick,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';
import { digitsFor, digitsOf } from './whole-number-kit';

/** Column addition without carrying: each column's ones digit only. */
function addWithoutCarrying(a: number, b: number): number {
  const x = digitsOf(a);
  const y = digitsOf(b);
  const columns = Math.max(x.length, y.length);
  let total = 0;
  for (let i = 0; i < columns; i += 1) total += (((x[i] ?? 0) + (y[i] ?? 0)) % 10) * 10 ** i;
  return total;
}

/** Each column's total written side by side (47 + 38 → "715"). */
function columnTotalsSideBySide(a: number, b: number): number {
  const x = digitsOf(a);
  const y = digitsOf(b);
  const columns = Math.max(x.length, y.length);
  let text = '';
  for (let i = columns - 1; i >= 0; i -= 1) text += String((x[i] ?? 0) + (y[i] ?? 0));
  return Number(text);
}

/** Column subtraction taking the smaller digit from the larger in every column (52 − 27 → 35). */
function smallerFromLarger(a: number, b: number): number {
  const x = digitsOf(a);
  const y = digitsOf(b);
  let total = 0;
  for (let i = 0; i < x.length; i += 1) total += Math.abs(x[i] - (y[i] ?? 0)) * 10 ** i;
  return total;
}

/**
 * Column subtraction that exchanges when the top digit is too small but never takes the one
 * away from the next column (4926 − 1892 → 3134).
 */
function exchangedWithoutTakingAway(a: number, b: number): number {
  const x = digitsOf(a);
  const y = digitsOf(b);
  let total = 0;
  for (let i = 0; i < x.length; i += 1) {
    const top = x[i];
    const bottom = y[i] ?? 0;
    total += (top < bottom ? top + 10 - bottom : top - bottom) * 10 ** i;
  }
  return total;
}

/** A number of `digits` digits whose columns do (or do not) need carrying when added to `other`. */
function operands(random: () => number, digits: number, carry: boolean): [number, number] {
  for (;;) {
    const a = int(random, 10 ** (digits - 1), 10 ** digits - 1);
    const b = int(random, 10 ** (digits - 1), 10 ** digits - 1);
    const needsCarry = addWithoutCarrying(a, b) !== a + b;
    if (needsCarry === carry) return [a, b];
  }
}

const ADD_STORIES = [
  (a: string, b: string) =>
    `A school library has ${a} fiction books and ${b} non-fiction books. How many books does it have altogether?`,
  (a: string, b: string) =>
    `On Saturday ${a} people visited a museum and on Sunday ${b} people visited. How many visitors came over the weekend?`,
  (a: string, b: string) =>
    `A farmer picked ${a} mangoes from one orchard and ${b} from another. How many mangoes did she pick in total?`,
];

const SUBTRACT_STORIES = [
  (a: string, b: string) =>
    `A shop had ${a} notebooks and sold ${b} of them. How many notebooks are left?`,
  (a: string, b: string) =>
    `A train can carry ${a} passengers. ${b} passengers are on board. How many more can it carry?`,
  (a: string, b: string) =>
    `A town had ${a} trees. ${b} were cut down to build a road. How many trees are left?`,
];

export const WHOLE_ARITHMETIC_SKILLS: SkillGenerator[] = [
  {
    id: 'whole.add',
    title: 'Adding whole numbers',
    grades: [1, 6],
    make(random, level) {
      let a: number;
      let b: number;
      if (level.grade === 1) {
        const limit = byDifficulty(level, 10, 20, 20);
        a = int(random, 1, limit - 1);
        b = int(random, 1, limit - a);
        if (level.difficulty !== 'easy' && (a % 10) + (b % 10) < 10) return null;
      } else {
        [a, b] = operands(
          random,
          Math.min(digitsFor(level.grade) - 1, 5),
          level.difficulty !== 'easy',
        );
      }
      const sum = a + b;
      const question =
        level.difficulty === 'hard'
          ? pick(random, ADD_STORIES)(num(a), num(b))
          : `Work out ${num(a)} + ${num(b)}.`;
      return exercise('whole.add', level, {
        question,
        answer: num(sum),
        key: sum,
        working: [
          `Add the columns from the right, carrying a ten into the next column when a column adds up to 10 or more.`,
          `${num(a)} + ${num(b)} = ${num(sum)}`,
        ],
        candidates: [
          wrong(
            addWithoutCarrying(a, b),
            num(addWithoutCarrying(a, b)),
            'did not carry the ten into the next column',
          ),
          wrong(
            columnTotalsSideBySide(a, b),
            num(columnTotalsSideBySide(a, b)),
            "wrote each column's total side by side instead of carrying",
          ),
          wrong(Math.abs(a - b), num(Math.abs(a - b)), 'subtracted instead of adding'),
          wrong(
            sum + 1,
            num(sum + 1),
            level.grade === 1 ? 'counted on one too many' : 'made a slip adding the ones column',
          ),
          wrong(sum + 10, num(sum + 10), 'added an extra ten'),
        ],
        bloom: level.difficulty === 'hard' ? 'apply' : 'remember',
        check: { kind: 'value', expression: `${a} + ${b}` },
      });
    },
  },
  {
    id: 'whole.subtract',
    title: 'Subtracting whole numbers',
    grades: [1, 6],
    make(random, level) {
      let a: number;
      let b: number;
      if (level.grade === 1) {
        a = int(random, byDifficulty(level, 3, 11, 11), byDifficulty(level, 10, 20, 20));
        b = int(random, 1, a - 1);
        if (level.difficulty !== 'easy' && a % 10 >= b % 10) return null;
      } else {
        const digits = Math.min(digitsFor(level.grade) - 1, 5);
        a = int(random, 10 ** (digits - 1) * 2, 10 ** digits - 1);
        b = int(random, 10 ** (digits - 1), a - 1);
        const borrows = smallerFromLarger(a, b) !== a - b;
        if (borrows !== (level.difficulty !== 'easy')) return null;
      }
      const difference = a - b;
      const question =
        level.difficulty === 'hard'
          ? pick(random, SUBTRACT_STORIES)(num(a), num(b))
          : `Work out ${num(a)} ${'−'} ${num(b)}.`;
      return exercise('whole.subtract', level, {
        question,
        answer: num(difference),
        key: difference,
        working: [
          'Subtract the columns from the right; when the top digit is smaller, exchange one from the next column (10 ones for 1 ten).',
          `${num(a)} − ${num(b)} = ${num(difference)}`,
          `Check: ${num(difference)} + ${num(b)} = ${num(a)}.`,
        ],
        candidates: [
          wrong(
            smallerFromLarger(a, b),
            num(smallerFromLarger(a, b)),
            'took the smaller digit from the larger in each column instead of exchanging',
          ),
          wrong(a + b, num(a + b), 'added instead of subtracting'),
          ...(level.difficulty === 'easy'
            ? []
            : [
                wrong(
                  exchangedWithoutTakingAway(a, b),
                  num(exchangedWithoutTakingAway(a, b)),
                  'exchanged but did not take one away from the next column',
                ),
              ]),
          wrong(difference - 1, num(difference - 1), 'counted back one too many'),
          wrong(difference + 1, num(difference + 1), 'counted back one too few'),
        ],
        bloom: level.difficulty === 'hard' ? 'apply' : 'remember',
        check: { kind: 'value', expression: `${a} - ${b}` },
      });
    },
  },
  {
    id: 'whole.multiply',
    title: 'Multiplying whole numbers',
    grades: [2, 7],
    make(random, level) {
      let a: number;
      let b: number;
      if (level.grade <= 3) {
        const tables = level.grade === 2 ? [2, 5, 10, 3, 4] : [2, 3, 4, 5, 6, 7, 8, 9, 10];
        a = int(random, 2, byDifficulty(level, 5, 10, 12));
        b = pick(random, tables);
        if (level.grade === 3 && level.difficulty === 'hard') a = int(random, 11, 40);
      } else if (level.grade === 4) {
        a = int(random, byDifficulty(level, 11, 21, 101), byDifficulty(level, 30, 99, 999));
        b = int(random, 3, 9);
      } else {
        a = int(random, byDifficulty(level, 21, 101, 201), byDifficulty(level, 99, 999, 999));
        b = int(random, byDifficulty(level, 3, 12, 21), byDifficulty(level, 9, 49, 99));
      }
      const product = a * b;
      const candidates = [wrong(a + b, num(a + b), 'added instead of multiplying')];
      if (b >= 10 && b % 10 !== 0) {
        const tens = Math.floor(b / 10);
        const noZero = a * (b % 10) + a * tens;
        candidates.push(
          wrong(
            noZero,
            num(noZero),
            'forgot the zero place holder when multiplying by the tens digit',
          ),
        );
      }
      if (b < 10) {
        const digits = digitsOf(a);
        // The last (highest) column is written in full; only the carries are lost.
        const noCarry = digits.reduce(
          (sum, digit, place) =>
            sum + (place === digits.length - 1 ? digit * b : (digit * b) % 10) * 10 ** place,
          0,
        );
        candidates.push(
          wrong(noCarry, num(noCarry), 'did not carry when a column came to 10 or more'),
        );
      }
      candidates.push(
        wrong(a * (b + 1), num(a * (b + 1)), `counted one group of ${num(a)} too many`),
        wrong(a * (b - 1), num(a * (b - 1)), `counted one group of ${num(a)} too few`),
      );
      const question =
        level.difficulty === 'hard'
          ? `A box holds ${num(a)} pencils. How many pencils are there in ${num(b)} boxes?`
          : `Work out ${num(a)} × ${num(b)}.`;
      return exercise('whole.multiply', level, {
        question,
        answer: num(product),
        key: product,
        working:
          b >= 10
            ? [
                `${num(a)} × ${b % 10} = ${num(a * (b % 10))}`,
                `${num(a)} × ${num(b - (b % 10))} = ${num(a * (b - (b % 10)))}`,
                `${num(a * (b % 10))} + ${num(a * (b - (b % 10)))} = ${num(product)}`,
              ]
            : [`${num(a)} × ${b} = ${num(product)}`],
        candidates,
        bloom: level.difficulty === 'hard' ? 'apply' : 'remember',
        check: { kind: 'value', expression: `${a} * ${b}` },
      });
    },
  },
  {
    id: 'whole.divide',
    title: 'Dividing whole numbers',
    grades: [3, 7],
    make(random, level) {
      const divisor =
        level.grade <= 5
          ? int(random, 2, 9)
          : int(random, byDifficulty(level, 2, 11, 12), byDifficulty(level, 9, 25, 48));
      const quotientSize = level.grade === 3 ? [2, 12] : level.grade === 4 ? [12, 199] : [101, 999];
      let quotient = int(random, quotientSize[0], quotientSize[1]);
      if (level.difficulty === 'medium' && quotient >= 100)
        quotient = Math.floor(quotient / 100) * 100 + int(random, 1, 9); // a zero in the quotient
      const remainder = level.difficulty === 'hard' ? int(random, 1, divisor - 1) : 0;
      const dividend = divisor * quotient + remainder;
      const answer = remainder ? `${num(quotient)} remainder ${remainder}` : num(quotient);
      const zeroDropped = Number(String(quotient).replace(/0/g, ''));
      const show = (q: number, r: number) => (remainder ? `${num(q)} remainder ${r}` : num(q));
      const candidates = [
        wrong(
          `${zeroDropped}|${remainder}`,
          show(zeroDropped, remainder),
          'left out the zero in the quotient when a step did not divide',
        ),
        wrong(
          `${quotient + 1}|${remainder}`,
          show(quotient + 1, remainder),
          'wrote one more group than fits',
        ),
        wrong(
          `${quotient - 1}|${remainder}`,
          show(quotient - 1, remainder),
          'wrote one group fewer than fits',
        ),
      ];
      if (remainder)
        candidates.unshift(
          wrong(
            `${quotient}|${divisor - remainder}`,
            show(quotient, divisor - remainder),
            'gave how much more is needed for another group instead of what is left over',
          ),
        );
      return exercise('whole.divide', level, {
        question: remainder
          ? `${num(dividend)} sweets are shared equally among ${divisor} children. How many does each child get, and how many are left over?`
          : `Work out ${num(dividend)} ÷ ${divisor}.`,
        answer,
        key: `${quotient}|${remainder}`,
        working: [
          `Divide step by step from the highest place: ${num(dividend)} ÷ ${divisor}.`,
          `${divisor} × ${num(quotient)} = ${num(divisor * quotient)}${remainder ? `, and ${num(dividend)} − ${num(divisor * quotient)} = ${remainder} left over` : ''}.`,
          `Answer: ${answer}.`,
        ],
        candidates,
        bloom: remainder ? 'apply' : 'remember',
        check: remainder
          ? {
              kind: 'values',
              expressions: [`floor(${dividend} / ${divisor})`, `mod(${dividend}, ${divisor})`],
              separator: ' remainder ',
            }
          : { kind: 'value', expression: `${dividend} / ${divisor}` },
      });
    },
  },
];
