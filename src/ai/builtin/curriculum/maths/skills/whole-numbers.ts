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
} from '../generator-kit';

const PLACE_NAMES = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'hundred thousands',
  'millions',
];

/** Largest number of digits a class works with in place value and the four operations. */
function digitsFor(grade: number): number {
  return Math.min(7, Math.max(2, grade + 1));
}

function digitsOf(value: number): number[] {
  return String(value).split('').map(Number).reverse();
}

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

export const WHOLE_NUMBER_SKILLS: SkillGenerator[] = [
  {
    id: 'number.place_value',
    title: 'Place value of digits in whole numbers',
    grades: [1, 6],
    make(random, level) {
      const digits = Math.min(digitsFor(level.grade), 7);
      const value = int(random, 10 ** (digits - 1), 10 ** digits - 1);
      const places = digitsOf(value);
      if (level.difficulty === 'hard' && digits >= 3) {
        // Compose a number from its places, with gaps that need zero place holders.
        const chosen = places.map((digit, place) =>
          place === 0 || place === digits - 1 || random() < 0.5 ? digit || 1 : 0,
        );
        const composed = chosen.reduce((sum, digit, place) => sum + digit * 10 ** place, 0);
        const named = chosen
          .map((digit, place) => ({ digit, place }))
          .filter((part) => part.digit > 0)
          .reverse()
          .map((part) => `${part.digit} ${PLACE_NAMES[part.place]}`);
        if (!chosen.includes(0)) return null;
        const squeezed = Number(
          chosen
            .filter((digit) => digit > 0)
            .reverse()
            .join(''),
        );
        const spread =
          named.length > 1
            ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`
            : named[0];
        return exercise('number.place_value', level, {
          question: `Write the number that has ${spread}.`,
          answer: num(composed),
          key: composed,
          working: [
            `Put each digit in its place: ${named.join(', ')}.`,
            'Write 0 in every place that has nothing.',
            `The number is ${num(composed)}.`,
          ],
          candidates: [
            wrong(squeezed, num(squeezed), 'left out the zeros that hold the empty places'),
            wrong(composed * 10, num(composed * 10), 'added an extra zero'),
            wrong(
              Math.floor(composed / 10),
              num(Math.floor(composed / 10)),
              'missed out one place',
            ),
          ],
          bloom: 'understand',
          check: {
            kind: 'value',
            expression: chosen.map((digit, place) => `${digit} * 10^${place}`).join(' + '),
          },
        });
      }
      const place =
        level.difficulty === 'easy'
          ? int(random, 0, Math.min(2, digits - 1))
          : int(random, 1, digits - 1);
      const digit = places[place];
      if (digit === 0 || places.filter((d) => d === digit).length > 1) return null;
      const worth = digit * 10 ** place;
      return exercise('number.place_value', level, {
        question: `What is the value of the digit ${digit} in ${num(value)}?`,
        answer: num(worth),
        key: worth,
        working: [
          `The digit ${digit} is in the ${PLACE_NAMES[place]} place.`,
          `Its value is ${digit} × ${num(10 ** place)} = ${num(worth)}.`,
        ],
        candidates: [
          wrong(digit, String(digit), 'gave the digit, not its value'),
          wrong(worth * 10, num(worth * 10), 'counted one place too many'),
          wrong(
            place > 0 ? worth / 10 : worth * 100,
            num(place > 0 ? worth / 10 : worth * 100),
            place > 0 ? 'counted one place too few' : 'counted two places too many',
          ),
        ],
        bloom: 'understand',
        check: {
          kind: 'value',
          expression: `mod(floor(${value} / 10^${place}), 10) * 10^${place}`,
        },
      });
    },
  },
  {
    id: 'number.compare_order',
    title: 'Comparing and ordering whole numbers',
    grades: [1, 6],
    make(random, level) {
      const digits = digitsFor(level.grade);
      const count = byDifficulty(level, 3, 4, 5);
      const values = new Set<number>();
      const lengths = byDifficulty(level, [digits], [digits - 1, digits], [digits - 1, digits]);
      while (values.size < count) {
        const length = pick(random, lengths);
        const first = int(random, 1, 9);
        values.add(
          level.difficulty === 'easy'
            ? int(random, 10 ** (length - 1), 10 ** length - 1)
            : first * 10 ** (length - 1) + int(random, 0, 10 ** (length - 1) - 1),
        );
      }
      const list = [...values];
      const descending = level.difficulty === 'hard' && random() < 0.5;
      const sorted = [...list].sort((a, b) => (descending ? b - a : a - b));
      const separator = descending ? ' > ' : ' < ';
      const byFirstDigit = [...list].sort(
        (a, b) => (descending ? -1 : 1) * String(a).localeCompare(String(b)),
      );
      const byLastDigit = [...list].sort(
        (a, b) => (descending ? -1 : 1) * ((a % 10) - (b % 10)) || a - b,
      );
      const reversed = [...sorted].reverse();
      const show = (order: number[]) => order.map(num).join(separator);
      return exercise('number.compare_order', level, {
        question: `Write these numbers in ${descending ? 'descending' : 'ascending'} order: ${list.map(num).join('; ')}.`,
        answer: show(sorted),
        key: show(sorted),
        working: [
          'First compare how many digits each number has: more digits means a larger number.',
          'For numbers with the same number of digits, compare the digits from the left.',
          `In order: ${show(sorted)}.`,
        ],
        candidates: [
          wrong(
            show(byFirstDigit),
            show(byFirstDigit),
            'compared only the first digits, ignoring how many digits each number has',
          ),
          wrong(
            show(reversed),
            show(reversed),
            descending
              ? 'wrote them from smallest to largest'
              : 'wrote them from largest to smallest',
          ),
          wrong(
            show(byLastDigit),
            show(byLastDigit),
            'compared the ones digits instead of the highest places',
          ),
        ],
        bloom: 'understand',
        check: { kind: 'ordered', numbers: list.map(String), separator },
      });
    },
  },
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
