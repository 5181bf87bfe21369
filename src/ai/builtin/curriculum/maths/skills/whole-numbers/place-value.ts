import {
  byDifficulty,
  exercise,
  int,
  num,
  pick,
  unordered,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';
import { digitsFor, digitsOf } from './whole-number-kit';

const PLACE_NAMES = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'hundred thousands',
  'millions',
];

export const PLACE_VALUE_SKILLS: SkillGenerator[] = [
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
          // A ones digit is worth itself: no "1 × 1 = 1".
          place === 0
            ? `A digit in the ones place is worth itself: ${num(worth)}.`
            : `Its value is ${digit} × ${num(10 ** place)} = ${num(worth)}.`,
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
      const list = unordered([...values], (a, b) => a - b);
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
];
