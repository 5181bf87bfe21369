import {
  byDifficulty,
  decimal,
  exercise,
  frac,
  fracKey,
  fracText,
  gcd,
  int,
  num,
  pick,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';
import { dKey, dWrong } from './decimal-kit';

export const DECIMAL_FRACTION_SKILLS: SkillGenerator[] = [
  {
    id: 'decimals.fraction_to_decimal',
    title: 'Writing fractions as decimals',
    grades: [5, 7],
    make(random, level) {
      const d = pick(
        random,
        byDifficulty(level, [10, 100, 2, 5], [4, 5, 20, 25, 50], [8, 16, 40, 125]),
      );
      const n = int(random, 1, d - 1);
      if (gcd(n, d) !== 1) return null;
      let places = 0;
      while ((n * 10 ** places) % d !== 0) places += 1;
      const scaled = (n * 10 ** places) / d;
      return exercise('decimals.fraction_to_decimal', level, {
        question: `Write ${n}/${d} as a decimal.`,
        answer: decimal(scaled, places),
        key: dKey(scaled, places),
        working:
          10 ** places % d === 0
            ? [
                `Make the denominator a power of 10: ${n}/${d} = ${scaled}/${num(10 ** places)}.`,
                `${scaled}/${num(10 ** places)} = ${decimal(scaled, places)}`,
              ]
            : [
                `Divide the numerator by the denominator: ${n} ÷ ${d}.`,
                `${n} ÷ ${d} = ${decimal(scaled, places)}`,
              ],
        candidates: [
          wrong(
            'point',
            `${n}.${d}`,
            'wrote the numerator and the denominator on either side of the decimal point',
          ),
          dWrong(n, 1, 'wrote the numerator as tenths'),
          dWrong(n, 2, 'wrote the numerator as hundredths'),
          dWrong(scaled, places + 1, 'put the decimal point one place too far left'),
        ],
        bloom: 'understand',
        check: { kind: 'value', expression: `${n} / ${d}` },
      });
    },
  },
  {
    id: 'decimals.decimal_to_fraction',
    title: 'Writing decimals as fractions',
    grades: [5, 7],
    make(random, level) {
      const places = byDifficulty(level, 1, 2, 3);
      const scaled = int(random, 1, 10 ** places - 1);
      if (scaled % 10 === 0) return null;
      const value = frac(scaled, 10 ** places);
      if (value.d === 10 ** places && level.difficulty !== 'easy') return null;
      const text = decimal(scaled, places, false);
      return exercise('decimals.decimal_to_fraction', level, {
        question: `Write ${text} as a fraction in its simplest form.`,
        answer: fracText(value),
        key: fracKey(value),
        working: [
          `${text} = ${scaled}/${num(10 ** places)}.`,
          value.d === 10 ** places
            ? 'This is already in its simplest form.'
            : `Divide the numerator and denominator by ${10 ** places / value.d}: ${fracText(value)}.`,
        ],
        candidates: [
          wrong(
            fracKey({ n: scaled, d: 10 ** (places + 1) }),
            `${scaled}/${num(10 ** (places + 1))}`,
            'used one power of ten too many for the denominator',
          ),
          ...(places > 1
            ? [
                wrong(
                  fracKey({ n: scaled, d: 10 ** (places - 1) }),
                  `${scaled}/${num(10 ** (places - 1))}`,
                  'used one power of ten too few for the denominator',
                ),
              ]
            : [
                wrong(
                  fracKey({ n: scaled, d: 100 }),
                  `${scaled}/100`,
                  'wrote tenths as hundredths',
                ),
              ]),
          ...(scaled > 1
            ? [
                wrong(
                  fracKey({ n: 1, d: scaled }),
                  `1/${scaled}`,
                  'put the digits after the point in the denominator',
                ),
              ]
            : []),
        ],
        bloom: 'understand',
        check: { kind: 'value', expression: text, simplest: true },
      });
    },
  },
];
