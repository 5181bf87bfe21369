import {
  byDifficulty,
  exercise,
  int,
  num,
  pick,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';
import { proper, raw, rawWrong, valueWrong, answerOf } from './fraction-kit';

export const FRACTION_MULTIPLY_DIVIDE_SKILLS: SkillGenerator[] = [
  {
    id: 'fractions.multiply',
    title: 'Multiplying fractions',
    grades: [6, 8],
    make(random, level) {
      if (level.difficulty === 'easy') {
        const f = proper(random, 9);
        const w = int(random, 2, 9);
        const result = answerOf({ n: f.n * w, d: f.d });
        return exercise('fractions.multiply', level, {
          question: `Work out ${w} × ${raw(f.n, f.d)}. Give your answer in its simplest form.`,
          answer: result.answer,
          key: result.key,
          working: [
            `Multiply the numerator by ${w}: ${w} × ${f.n} = ${w * f.n}.`,
            `${raw(w * f.n, f.d)}${raw(w * f.n, f.d) !== result.answer ? ` = ${result.answer}` : ''}`,
          ],
          candidates: [
            rawWrong(
              w * f.n,
              w * f.d,
              'multiplied both the numerator and the denominator by the whole number',
            ),
            rawWrong(f.n, w * f.d, 'multiplied the denominator instead of the numerator'),
            valueWrong(
              { n: w * f.d + f.n, d: f.d },
              'added the whole number instead of multiplying',
            ),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `${w} * ${f.n}/${f.d}`, simplest: true },
        });
      }
      const a = proper(random, byDifficulty(level, 9, 9, 12));
      const b = proper(random, byDifficulty(level, 9, 9, 12));
      const whole = level.difficulty === 'hard' ? int(random, 1, 3) : 0;
      const an = a.n + whole * a.d;
      const result = answerOf({ n: an * b.n, d: a.d * b.d });
      const left = whole ? `${whole} ${raw(a.n, a.d)}` : raw(a.n, a.d);
      const candidates = [
        rawWrong(
          an * b.d,
          a.d * b.n,
          'turned the second fraction upside down, which is for dividing',
        ),
        rawWrong(an + b.n, a.d + b.d, 'added the numerators and the denominators'),
      ];
      if (whole)
        candidates.unshift(
          valueWrong(
            { n: whole * b.d * a.d + a.n * b.n, d: a.d * b.d },
            'multiplied only the fraction parts and kept the whole number',
          ),
        );
      candidates.push(
        rawWrong(an * b.n, a.d + b.d, 'multiplied the numerators but added the denominators'),
      );
      return exercise('fractions.multiply', level, {
        question: `Work out ${left} × ${raw(b.n, b.d)}. Give your answer in its simplest form.`,
        answer: result.answer,
        key: result.key,
        working: [
          ...(whole ? [`Write ${left} as an improper fraction: ${raw(an, a.d)}.`] : []),
          `Multiply the numerators and the denominators: ${raw(an, a.d)} × ${raw(b.n, b.d)} = ${raw(an * b.n, a.d * b.d)}.`,
          `In its simplest form: ${result.answer}.`,
        ],
        candidates,
        bloom: 'apply',
        check: { kind: 'value', expression: `(${an}/${a.d}) * (${b.n}/${b.d})`, simplest: true },
      });
    },
  },
  {
    id: 'fractions.divide',
    title: 'Dividing fractions',
    grades: [6, 8],
    make(random, level) {
      const a = level.difficulty === 'easy' ? { n: int(random, 2, 9), d: 1 } : proper(random, 10);
      const b = proper(random, byDifficulty(level, 6, 9, 12));
      const whole = level.difficulty === 'hard' ? int(random, 1, 3) : 0;
      const an = a.n + whole * a.d;
      const result = answerOf({ n: an * b.d, d: a.d * b.n });
      const left = a.d === 1 ? String(an) : whole ? `${whole} ${raw(a.n, a.d)}` : raw(a.n, a.d);
      return exercise('fractions.divide', level, {
        question: `Work out ${left} ÷ ${raw(b.n, b.d)}. Give your answer in its simplest form.`,
        answer: result.answer,
        key: result.key,
        working: [
          ...(whole ? [`Write ${left} as an improper fraction: ${raw(an, a.d)}.`] : []),
          `Dividing by ${raw(b.n, b.d)} is the same as multiplying by ${raw(b.d, b.n)}.`,
          `${a.d === 1 ? an : raw(an, a.d)} × ${raw(b.d, b.n)} = ${raw(an * b.d, a.d * b.n)}${raw(an * b.d, a.d * b.n) !== result.answer ? ` = ${result.answer}` : ''}`,
        ],
        candidates: [
          rawWrong(
            an * b.n,
            a.d * b.d,
            'multiplied without turning the second fraction upside down',
          ),
          rawWrong(
            a.d * b.n,
            an * b.d,
            'turned the first fraction upside down instead of the second',
          ),
          rawWrong(an * b.n, a.d, 'multiplied the numerators and kept the first denominator'),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `(${an}/${a.d}) / (${b.n}/${b.d})`, simplest: true },
      });
    },
  },
  {
    id: 'fractions.of_quantity',
    title: 'A fraction of a quantity',
    grades: [3, 7],
    make(random, level) {
      const f = proper(random, byDifficulty(level, level.grade <= 3 ? 4 : 5, 8, 12));
      if (level.difficulty === 'easy' && level.grade <= 4 && f.n !== 1) return null;
      const unitSize = int(random, 2, byDifficulty(level, 10, 15, 40));
      const quantity = f.d * unitSize;
      const part = f.n * unitSize;
      const context = pick(random, [
        {
          text: (q: number) =>
            `A class has ${q} pupils. ${raw(f.n, f.d)} of them walk to school. How many pupils walk to school?`,
          unit: '',
        },
        {
          text: (q: number) =>
            `A water tank holds ${q} litres. It is ${raw(f.n, f.d)} full. How many litres of water are in it?`,
          unit: ' litres',
        },
        {
          text: (q: number) =>
            `Ravi had ₹${q}. He spent ${raw(f.n, f.d)} of it on books. How much did he spend?`,
          unit: '',
          prefix: '₹',
        },
      ]);
      const word = level.difficulty !== 'easy';
      const show = (value: number) =>
        word ? `${context.prefix ?? ''}${num(value)}${context.unit}` : num(value);
      return exercise('fractions.of_quantity', level, {
        question: word ? context.text(quantity) : `Find ${raw(f.n, f.d)} of ${quantity}.`,
        answer: show(part),
        key: part,
        // With a numerator of 1 the division is the answer: no "1 × 6 = 6" step.
        working: [
          `${raw(1, f.d)} of ${quantity} is ${quantity} ÷ ${f.d} = ${unitSize}.`,
          ...(f.n > 1
            ? [`${raw(f.n, f.d)} of ${quantity} is ${f.n} × ${unitSize} = ${part}.`]
            : []),
        ],
        candidates: [
          ...(f.n > 1
            ? [
                wrong(
                  unitSize,
                  show(unitSize),
                  `found only ${raw(1, f.d)}, forgetting to multiply by ${f.n}`,
                ),
              ]
            : [wrong(f.d, show(f.d), 'gave the denominator instead of dividing by it')]),
          wrong(quantity - part, show(quantity - part), 'found the part that is left instead'),
          ...(f.n > 1
            ? [
                wrong(
                  quantity * f.n,
                  show(quantity * f.n),
                  'multiplied by the numerator but did not divide by the denominator',
                ),
              ]
            : []),
          wrong(quantity + f.n, show(quantity + f.n), 'added the numerator to the quantity'),
        ],
        bloom: word ? 'apply' : 'understand',
        check: {
          kind: 'value',
          expression: `${f.n}/${f.d} * ${quantity}`,
          prefix: word ? context.prefix : undefined,
          unit: word && context.unit ? context.unit : undefined,
        },
      });
    },
  },
];
