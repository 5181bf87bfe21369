import {
  byDifficulty,
  decimal,
  exercise,
  frac,
  fracKey,
  fracText,
  int,
  num,
  pick,
  rupees,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';
import { dKey, dWrong, asMoney } from './decimal-kit';

export const PERCENTAGE_SKILLS: SkillGenerator[] = [
  {
    id: 'percentages.of_quantity',
    title: 'A percentage of a quantity',
    grades: [6, 8],
    make(random, level) {
      const percent = pick(
        random,
        byDifficulty(
          level,
          [10, 20, 25, 50, 75],
          [5, 15, 30, 35, 40, 60, 45],
          [12, 17.5, 35, 15, 45, 2.5, 22.5],
        ),
      );
      const base =
        int(random, 2, byDifficulty(level, 20, 40, 60)) * byDifficulty(level, 10, 20, 40);
      const part = (percent * base) / 100;
      if (!Number.isInteger(part * 100)) return null;
      const asScaled = Math.round(part * 100);
      const percentText = String(percent);
      const word = level.difficulty === 'hard';
      const show = (scaled: number) => (word ? rupees(scaled) : decimal(scaled, 2));
      return exercise('percentages.of_quantity', level, {
        question: word
          ? `A shop gives ${percentText}% off a jacket that costs ₹${num(base)}. How much money is taken off?`
          : `Find ${percentText}% of ${num(base)}.`,
        answer: show(asScaled),
        key: dKey(asScaled, 2),
        working: [
          `${percentText}% means ${percentText} out of 100, so ${percentText}% of ${num(base)} = ${percentText}/100 × ${num(base)}.`,
          `${percentText} × ${num(base)} ÷ 100 = ${decimal(asScaled, 2)}`,
        ],
        candidates: [
          dWrong(asScaled * 100, 2, 'multiplied by the percentage but did not divide by 100'),
          dWrong(base * 100 - asScaled, 2, 'found what is left, not the percentage asked for'),
          dWrong(asScaled, 3, 'divided by 1,000 instead of 100'),
          dWrong(Math.round(base * 100 + percent * 100), 2, 'added the percentage to the amount'),
        ]
          .filter((candidate) => !candidate.answer.startsWith('−'))
          .map((candidate) => (word ? asMoney(candidate) : candidate)),
        bloom: word ? 'apply' : 'understand',
        check: {
          kind: 'value',
          expression: `${percentText} / 100 * ${base}`,
          prefix: word ? '₹' : undefined,
        },
      });
    },
  },
  {
    id: 'percentages.increase_decrease',
    title: 'Percentage increase and decrease',
    grades: [7, 9],
    make(random, level) {
      const percent = pick(
        random,
        byDifficulty(level, [10, 20, 25, 50], [5, 15, 30, 35, 40], [12, 18, 8, 35, 65]),
      );
      const base = int(random, 2, byDifficulty(level, 20, 50, 90)) * 20;
      const increase = random() < 0.5;
      const change = (percent * base) / 100;
      if (!Number.isInteger(change * 100)) return null;
      const result = increase ? base + change : base - change;
      const money = (value: number) => rupees(Math.round(value * 100));
      const key = (value: number) => dKey(Math.round(value * 100), 2);
      const question =
        level.difficulty === 'hard'
          ? increase
            ? `A worker earns ₹${num(base)} a day. She gets a ${percent}% rise. What does she earn a day now?`
            : `A bicycle costs ₹${num(base)}. In a sale the price is reduced by ${percent}%. What is the sale price?`
          : `${increase ? 'Increase' : 'Decrease'} ₹${num(base)} by ${percent}%.`;
      return exercise('percentages.increase_decrease', level, {
        question,
        answer: money(result),
        key: key(result),
        working: [
          `${percent}% of ₹${num(base)} = ${percent}/100 × ${num(base)} = ${money(change)}.`,
          `₹${num(base)} ${increase ? '+' : '−'} ${money(change)} = ${money(result)}`,
          `Or in one step: ${num(base)} × ${decimal(100 + (increase ? percent : -percent), 2)} = ${money(result)}.`,
        ],
        candidates: [
          wrong(
            key(change),
            money(change),
            `found the ${increase ? 'increase' : 'decrease'} but did not ${increase ? 'add it to' : 'take it from'} the original amount`,
          ),
          wrong(
            key(increase ? base + percent : base - percent),
            money(increase ? base + percent : base - percent),
            `${increase ? 'added' : 'took away'} ${percent} rupees instead of ${percent}%`,
          ),
          wrong(
            key(increase ? base - change : base + change),
            money(increase ? base - change : base + change),
            increase ? 'decreased instead of increasing' : 'increased instead of decreasing',
          ),
        ],
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: `${base} * (1 ${increase ? '+' : '-'} ${percent} / 100)`,
          prefix: '₹',
        },
      });
    },
  },
  {
    id: 'percentages.convert',
    title: 'Percentages as fractions and decimals, and one quantity as a percentage of another',
    grades: [6, 8],
    make(random, level) {
      if (level.difficulty === 'hard') {
        const whole = pick(random, [20, 25, 40, 50, 80, 200, 500]);
        const part = int(random, 1, whole - 1);
        const percent = frac(part * 100, whole);
        if (percent.d !== 1) return null;
        return exercise('percentages.convert', level, {
          question: `A pupil scored ${part} out of ${whole} in a test. What is this as a percentage?`,
          answer: `${percent.n}%`,
          key: percent.n,
          working: [
            `Write it as a fraction: ${part}/${whole}.`,
            `Multiply by 100: ${part}/${whole} × 100 = ${percent.n}%.`,
          ],
          candidates: [
            wrong(part, `${part}%`, 'wrote the mark as the percentage'),
            wrong(
              `w${whole - part}`,
              `${(100 * (whole - part)) / whole}%`,
              'found the percentage of marks lost',
            ),
            ...(Number.isInteger((part / whole) * 10)
              ? [wrong(`t${part}`, `${(part / whole) * 10}%`, 'multiplied by 10 instead of 100')]
              : []),
            ...(whole / part <= 2
              ? [
                  wrong(
                    `r${part}`,
                    `${Math.round((whole / part) * 100)}%`,
                    'divided the total by the mark',
                  ),
                ]
              : []),
          ]
            // Keyed by the percentage shown, so two errors giving the same percentage are one option.
            .map((candidate) => ({ ...candidate, key: candidate.answer.replace('%', '') })),
          bloom: 'apply',
          check: { kind: 'value', expression: `${part} / ${whole} * 100`, unit: '%' },
        });
      }
      const percent =
        level.difficulty === 'easy'
          ? int(random, 1, 99)
          : pick(random, [5, 12, 15, 24, 35, 45, 55, 64, 75, 84, 96, 125, 150]);
      if (level.difficulty === 'easy') {
        return exercise('percentages.convert', level, {
          question: `Write ${percent}% as a decimal.`,
          answer: decimal(percent, 2),
          key: dKey(percent, 2),
          working: [
            `${percent}% means ${percent} hundredths.`,
            `${percent} ÷ 100 = ${decimal(percent, 2)}`,
          ],
          candidates: [
            dWrong(percent, 1, 'divided by 10 instead of 100'),
            dWrong(percent, 3, 'divided by 1,000 instead of 100'),
            wrong(fracKey({ n: percent, d: 1 }), String(percent), 'did not divide by 100'),
          ],
          bloom: 'understand',
          check: { kind: 'value', expression: `${percent} / 100` },
        });
      }
      const value = frac(percent, 100);
      return exercise('percentages.convert', level, {
        question: `Write ${percent}% as a fraction in its simplest form.`,
        answer: fracText(value),
        key: fracKey(value),
        working: [
          `${percent}% = ${percent}/100.`,
          `Divide the numerator and the denominator by ${100 / value.d}: ${fracText(value)}.`,
        ],
        candidates: [
          wrong(
            fracKey({ n: percent, d: 10 }),
            `${percent}/10`,
            'used 10 instead of 100 as the denominator',
          ),
          wrong(
            fracKey({ n: 1, d: percent }),
            `1/${percent}`,
            'put the percentage in the denominator',
          ),
          wrong(
            fracKey({ n: 100 - percent, d: 100 }),
            fracText(frac(100 - percent, 100)),
            'gave the part that is left out of 100',
          ),
        ].filter((candidate) => !candidate.answer.startsWith('−') && candidate.answer !== '0'),
        bloom: 'understand',
        check: { kind: 'value', expression: `${percent} / 100`, simplest: true },
      });
    },
  },
];
