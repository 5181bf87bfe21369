/**
 * The properties of whole numbers used to calculate cleverly: grouping to make a round number
 * (commutative and associative), splitting a factor near 100 or 1000 and taking out a common
 * factor (distributive), and successors and predecessors.
 */
import {
  exercise,
  int,
  MINUS,
  num,
  pick,
  wrong,
  type Candidate,
  type SkillGenerator,
} from '../../generator-kit';

/** Pairs whose product is 100 or 1000, the ones NCERT's "clever multiplication" groups. */
const HUNDRED_PAIRS: readonly [number, number][] = [
  [4, 25],
  [2, 50],
  [5, 20],
];
const THOUSAND_PAIRS: readonly [number, number][] = [
  [8, 125],
  [4, 250],
  [2, 500],
  [40, 25],
];

/** The three numbers in an order that hides the pair: the pair's ends around the other one. */
function hidden(a: number, other: number, b: number, sign: string): string {
  return `${num(a)} ${sign} ${num(other)} ${sign} ${num(b)}`;
}

function grouping(random: () => number, hard: boolean): Parameters<typeof exercise>[2] {
  const [a, b] = pick(random, hard ? THOUSAND_PAIRS : HUNDRED_PAIRS);
  // A multiple of five would make the grouping pointless or ambiguous (2 × 80 × 50, 2 × 25 × 50).
  const drawn = int(random, 12, 99);
  const other = drawn % 5 === 0 ? drawn + 1 : drawn;
  const round = a * b;
  const product = round * other;
  const expression = hidden(a, other, b, '×');
  return {
    question: `Work out ${expression} by grouping the numbers to make ${num(round)}.`,
    answer: num(product),
    key: product,
    working: [
      `Change the order and group ${num(a)} with ${num(b)} (commutative and associative properties).`,
      `${expression} = (${num(a)} × ${num(b)}) × ${num(other)} = ${num(round)} × ${num(other)} = ${num(product)}`,
    ],
    candidates: [
      wrong(round + other, num(round + other), `added ${num(other)} instead of multiplying by it`),
      wrong(
        product / 10,
        num(product / 10),
        `wrote one zero too few when multiplying by ${num(round)}`,
      ),
      wrong(
        product * 10,
        num(product * 10),
        `wrote one zero too many when multiplying by ${num(round)}`,
      ),
      wrong(a * other, num(a * other), `left ${num(b)} out of the product`),
    ],
    bloom: 'apply',
    check: { kind: 'value', expression: `${a} * ${other} * ${b}` },
  };
}

/** Three or four numbers to add, two of which make a whole number of hundreds (or thousands). */
function addGrouping(random: () => number, four: boolean): Parameters<typeof exercise>[2] | null {
  const round = four ? 1000 : pick(random, [100, 200, 300, 500]);
  const small = four ? int(random, 101, 899) : int(random, 1, 9);
  const big = round - small;
  const other = four ? int(random, 101, 899) : int(random, 101, 899);
  const partner = four ? 1000 - other : 0;
  if (four && (other === small || other === big)) return null;
  const terms = four ? [big, other, small, partner] : [big, other, small];
  const total = terms.reduce((sum, n) => sum + n, 0);
  const expression = terms.map(num).join(' + ');
  const grouped = four
    ? `(${num(big)} + ${num(small)}) + (${num(other)} + ${num(partner)}) = 1000 + 1000 = ${num(total)}`
    : `(${num(big)} + ${num(small)}) + ${num(other)} = ${num(round)} + ${num(other)} = ${num(total)}`;
  const candidates: Candidate[] = [
    wrong(
      total - 2 * small,
      num(total - 2 * small),
      `took away ${num(small)} instead of adding it`,
    ),
    wrong(total + 100, num(total + 100), 'carried one hundred too many'),
    wrong(total - 100, num(total - 100), 'forgot to carry the hundred'),
  ];
  if (!four) candidates.unshift(wrong(round, num(round), `left ${num(other)} out of the sum`));
  return {
    question: `Work out ${expression} by grouping numbers that make a whole number of ${four ? 'thousands' : 'hundreds'}.`,
    answer: num(total),
    key: total,
    working: [
      `Change the order and group ${num(big)} with ${num(small)}${four ? ` and ${num(other)} with ${num(partner)}` : ''} (commutative and associative properties).`,
      `${expression} = ${grouped}`,
    ],
    candidates,
    bloom: 'apply',
    check: { kind: 'value', expression: terms.join(' + ') },
  };
}

/** a × (100 ± k) or a × (1000 ± k) by the distributive property. */
function nearRound(random: () => number, minus: boolean, round: number) {
  const k = int(random, 1, round === 100 ? 4 : 9);
  const a = int(random, 12, round === 100 ? 89 : 49);
  const near = minus ? round - k : round + k;
  const product = a * near;
  const sign = minus ? MINUS : '+';
  const big = a * round;
  const part = a * k;
  const candidates: Candidate[] = [
    wrong(
      minus ? big + part : big - part,
      num(minus ? big + part : big - part),
      `${minus ? 'added' : 'took away'} ${num(k)} × ${num(a)} instead of ${minus ? 'taking it away' : 'adding it'}`,
    ),
    wrong(
      minus ? big - k : big + k,
      num(minus ? big - k : big + k),
      `${minus ? 'took away' : 'added'} ${num(k)} instead of ${num(k)} × ${num(a)}`,
    ),
    wrong(big, num(big), `multiplied by ${num(round)} and forgot the ${num(k)}`),
  ];
  return {
    question: `Work out ${num(near)} × ${num(a)} using the distributive property.`,
    answer: num(product),
    key: product,
    working: [
      `Write ${num(near)} as ${num(round)} ${sign} ${num(k)}.`,
      `${num(near)} × ${num(a)} = ${num(round)} × ${num(a)} ${sign} ${num(k)} × ${num(a)} = ${num(big)} ${sign} ${num(part)} = ${num(product)}`,
    ],
    candidates,
    bloom: 'apply' as const,
    check: { kind: 'value' as const, expression: `${near} * ${a}` },
  };
}

/** a × b + a × c with b + c a round number: a × (b + c). */
function commonFactor(random: () => number) {
  const a = int(random, 12, 99);
  const round = pick(random, [100, 100, 1000]);
  const b = int(random, Math.floor(round / 5), round - Math.floor(round / 5));
  const c = round - b;
  if (b === c) return null;
  const total = a * round;
  return {
    question: `Work out ${num(a)} × ${num(b)} + ${num(a)} × ${num(c)} using the distributive property.`,
    answer: num(total),
    key: total,
    working: [
      `Both products have the factor ${num(a)}: take it out.`,
      `${num(a)} × ${num(b)} + ${num(a)} × ${num(c)} = ${num(a)} × (${num(b)} + ${num(c)}) = ${num(a)} × ${num(round)} = ${num(total)}`,
    ],
    candidates: [
      wrong(2 * total, num(2 * total), `multiplied by ${num(a)} twice`),
      wrong(a * b + c, num(a * b + c), `added ${num(c)} instead of ${num(a)} × ${num(c)}`),
      wrong(
        total / 10,
        num(total / 10),
        `wrote one zero too few when multiplying by ${num(round)}`,
      ),
      wrong(a + round, num(a + round), `added ${num(a)} to ${num(round)} instead of multiplying`),
    ],
    bloom: 'analyze' as const,
    check: { kind: 'value' as const, expression: `${a} * ${b} + ${a} * ${c}` },
  };
}

export const PROPERTY_SKILLS: SkillGenerator[] = [
  {
    id: 'whole.associative_commutative',
    title: 'Grouping numbers to make 100 or 1000 (commutative and associative properties)',
    grades: [5, 7],
    make(random, level) {
      const parts =
        level.difficulty === 'easy'
          ? addGrouping(random, false)
          : level.difficulty === 'medium'
            ? grouping(random, false)
            : random() < 0.5
              ? grouping(random, true)
              : addGrouping(random, true);
      return parts && exercise('whole.associative_commutative', level, parts);
    },
  },
  {
    id: 'whole.distributive',
    title: 'Multiplying by splitting a number (distributive property)',
    grades: [5, 7],
    make(random, level) {
      const parts =
        level.difficulty === 'easy'
          ? nearRound(random, false, 100)
          : level.difficulty === 'medium'
            ? nearRound(random, true, 100)
            : random() < 0.5
              ? commonFactor(random)
              : nearRound(random, random() < 0.5, 1000);
      return parts && exercise('whole.distributive', level, parts);
    },
  },
  {
    id: 'whole.successor_predecessor',
    title: 'Successors and predecessors, and whole numbers between two numbers',
    grades: [5, 7],
    make(random, level) {
      if (level.difficulty === 'hard') {
        const low = int(random, 12, 480);
        const high = low + int(random, 12, 90);
        const between = high - low - 1;
        return exercise('whole.successor_predecessor', level, {
          question: `How many whole numbers are there between ${num(low)} and ${num(high)}?`,
          answer: num(between),
          key: between,
          working: [
            `The numbers between are ${num(low + 1)} (the successor of ${num(low)}) up to ${num(high - 1)} (the predecessor of ${num(high)}).`,
            `${num(high - 1)} ${MINUS} ${num(low + 1)} + 1 = ${num(high)} ${MINUS} ${num(low)} ${MINUS} 1 = ${num(between)}`,
          ],
          candidates: [
            wrong(
              between + 1,
              num(between + 1),
              `subtracted ${num(low)} from ${num(high)} and stopped`,
            ),
            wrong(between + 2, num(between + 2), `counted ${num(low)} and ${num(high)} as well`),
            wrong(between - 1, num(between - 1), 'took one away twice'),
          ],
          bloom: 'analyze',
          check: { kind: 'value', expression: `${high} - ${low} - 1` },
        });
      }
      // Numbers ending in 9s or 0s, where a student must carry or exchange across places.
      const nines = level.grade >= 6 ? int(random, 3, 5) : int(random, 2, 4);
      const lead = int(random, 1, 8);
      const successor = level.difficulty === 'easy';
      const n = successor ? (lead + 1) * 10 ** nines - 1 : lead * 10 ** nines;
      const target = successor ? n + 1 : n - 1;
      const word = successor ? 'successor' : 'predecessor';
      const slip = successor ? n - (n % 10) : n + 10 ** nines - 1;
      return exercise('whole.successor_predecessor', level, {
        question: `Write the ${word} of ${num(n)}.`,
        answer: num(target),
        key: target,
        working: [
          `The ${word} is one ${successor ? 'more' : 'less'}: ${num(n)} ${successor ? '+' : MINUS} 1 = ${num(target)}`,
        ],
        candidates: [
          wrong(
            successor ? n - 1 : n + 1,
            num(successor ? n - 1 : n + 1),
            `gave the ${successor ? 'predecessor' : 'successor'}`,
          ),
          wrong(
            slip,
            num(slip),
            successor
              ? 'wrote 0 in the ones but did not carry into the next place'
              : `wrote the zeros as 9s but did not take one from the ${lead}`,
          ),
          wrong(
            successor ? n + 10 : n - 10,
            num(successor ? n + 10 : n - 10),
            `${successor ? 'added' : 'took'} one ten instead of one`,
          ),
        ],
        bloom: 'understand',
        check: { kind: 'value', expression: `${n} ${successor ? '+' : '-'} 1` },
      });
    },
  },
];
