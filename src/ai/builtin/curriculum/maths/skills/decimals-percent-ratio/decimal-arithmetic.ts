import {
  byDifficulty,
  decimal,
  exercise,
  fracKey,
  int,
  num,
  pick,
  rupees,
  unordered,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';
import { dKey, dWrong, asMoney } from './decimal-kit';

const PLACE = ['tenths', 'hundredths', 'thousandths'];

export const DECIMAL_ARITHMETIC_SKILLS: SkillGenerator[] = [
  {
    id: 'decimals.place_value',
    title: 'Place value in decimals',
    grades: [4, 7],
    make(random, level) {
      const places = byDifficulty(level, 2, 3, 3);
      const scaled = int(random, 10 ** places + 1, 99 * 10 ** places);
      const text = decimal(scaled, places, false);
      const place = int(random, 1, places);
      const digit = Math.floor(scaled / 10 ** (places - place)) % 10;
      if (digit === 0 || text.split('').filter((c) => c === String(digit)).length > 1) return null;
      return exercise('decimals.place_value', level, {
        question: `What is the value of the digit ${digit} in ${text}?`,
        answer: decimal(digit, place),
        key: dKey(digit, place),
        working: [
          `The digit ${digit} is in the ${PLACE[place - 1]} place.`,
          `Its value is ${digit} ${PLACE[place - 1]} = ${decimal(digit, place)}.`,
        ],
        candidates: [
          wrong(fracKey({ n: digit, d: 1 }), String(digit), 'gave the digit, not its value'),
          dWrong(digit * 10, place, 'counted one place too few after the decimal point'),
          dWrong(digit, place + 1, 'counted one place too many after the decimal point'),
          wrong(
            fracKey({ n: digit * 10 ** place, d: 1 }),
            num(digit * 10 ** place),
            `read the ${PLACE[place - 1]} place as a whole-number place`,
          ),
        ],
        bloom: 'understand',
        check: { kind: 'value', expression: `mod(floor(${text} * 10^${place}), 10) / 10^${place}` },
      });
    },
  },
  {
    id: 'decimals.compare',
    title: 'Comparing and ordering decimals',
    grades: [4, 7],
    make(random, level) {
      const whole = int(random, 0, 9);
      const count = byDifficulty(level, 3, 4, 4);
      // Decimals with different numbers of places, so "longer is larger" gives a wrong order.
      const values = new Map<string, number>();
      while (values.size < count) {
        const places = int(random, 1, byDifficulty(level, 2, 3, 3));
        const part = int(random, 1, 10 ** places - 1);
        if (part % 10 === 0) continue;
        const text = decimal(whole * 10 ** places + part, places, false);
        values.set(text, (whole * 10 ** places + part) / 10 ** places);
      }
      const list = unordered([...values.keys()], (a, b) => values.get(a)! - values.get(b)!);
      const order = (compare: (a: string, b: string) => number) =>
        [...list].sort(compare).join(' < ');
      const answer = order((a, b) => values.get(a)! - values.get(b)!);
      const afterPoint = (text: string) => Number(text.split('.')[1]);
      return exercise('decimals.compare', level, {
        question: `Write these decimals in ascending order (smallest first): ${list.join(', ')}.`,
        answer,
        key: answer,
        working: [
          'Write them with the same number of decimal places by adding zeros at the end.',
          'Compare the digits from the left: tenths first, then hundredths, then thousandths.',
          answer,
        ],
        candidates: [
          // Read as whole numbers, 8.6 and 8.06 would tie, so that error gives no single order.
          ...(new Set(list.map(afterPoint)).size === list.length
            ? [
                wrong(
                  'a',
                  order((a, b) => afterPoint(a) - afterPoint(b)),
                  'compared the digits after the point as whole numbers',
                ),
              ]
            : []),
          wrong(
            'b',
            order((a, b) => a.length - b.length || values.get(a)! - values.get(b)!),
            'thought a decimal with more digits is larger',
          ),
          wrong(
            'c',
            order((a, b) => values.get(b)! - values.get(a)!),
            'wrote them from largest to smallest',
          ),
        ].map((candidate) => ({ ...candidate, key: candidate.answer })),
        bloom: 'understand',
        check: { kind: 'ordered', numbers: list, separator: ' < ' },
      });
    },
  },
  {
    id: 'decimals.add_subtract',
    title: 'Adding and subtracting decimals',
    grades: [5, 7],
    make(random, level) {
      const pa = byDifficulty(level, 1, 1, 2);
      const pb = byDifficulty(level, 1, 2, 1);
      const a = int(random, 11, byDifficulty(level, 99, 999, 9999));
      const b = int(random, 11, byDifficulty(level, 99, 999, 999));
      if (a % 10 === 0 || b % 10 === 0) return null;
      const places = Math.max(pa, pb);
      const A = a * 10 ** (places - pa);
      const B = b * 10 ** (places - pb);
      const subtract = random() < 0.5;
      if (subtract && A <= B) return null;
      const result = subtract ? A - B : A + B;
      const op = subtract ? '−' : '+';
      const misaligned = subtract ? a - b : a + b;
      const candidates = [
        ...(pa !== pb && misaligned > 0
          ? [dWrong(misaligned, places, 'lined up the last digits instead of the decimal points')]
          : []),
        dWrong(
          subtract ? A + B : A - B,
          places,
          subtract ? 'added instead of subtracting' : 'subtracted instead of adding',
        ),
        dWrong(
          result + 10 ** places * (subtract ? -1 : 1),
          places,
          subtract
            ? 'exchanged from the ones but also took one away twice'
            : 'carried one into the ones twice',
        ),
        dWrong(result * 10, places, 'put the decimal point one place too far right in the answer'),
        dWrong(result, places + 1, 'put the decimal point one place too far left in the answer'),
      ].filter((candidate) => !candidate.answer.startsWith('−'));
      const question =
        level.difficulty === 'hard'
          ? subtract
            ? `A roll of ribbon is ${decimal(a, pa)} m long. ${decimal(b, pb)} m is cut off. How much is left?`
            : `A bus travelled ${decimal(a, pa)} km in the morning and ${decimal(b, pb)} km in the afternoon. How far did it travel altogether?`
          : `Work out ${decimal(a, pa)} ${op} ${decimal(b, pb)}.`;
      const unit = level.difficulty === 'hard' ? (subtract ? ' m' : ' km') : '';
      return exercise('decimals.add_subtract', level, {
        question,
        answer: `${decimal(result, places)}${unit}`,
        key: dKey(result, places),
        working: [
          `Line up the decimal points: write ${decimal(a, pa)} as ${decimal(A, places, false)} and ${decimal(b, pb)} as ${decimal(B, places, false)}.`,
          `${decimal(A, places, false)} ${op} ${decimal(B, places, false)} = ${decimal(result, places, false)}`,
        ],
        candidates: candidates.map((candidate) => ({
          ...candidate,
          answer: `${candidate.answer}${unit}`,
        })),
        bloom: level.difficulty === 'hard' ? 'apply' : 'remember',
        check: {
          kind: 'value',
          expression: `${decimal(a, pa)} ${subtract ? '-' : '+'} ${decimal(b, pb)}`,
          unit: unit || undefined,
        },
      });
    },
  },
  {
    id: 'decimals.multiply',
    title: 'Multiplying decimals',
    grades: [5, 8],
    make(random, level) {
      if (level.difficulty === 'easy') {
        const a = int(random, 101, 9999);
        if (a % 10 === 0) return null;
        const power = pick(random, [10, 100, 1000]);
        const shift = String(power).length - 1;
        return exercise('decimals.multiply', level, {
          question: `Work out ${decimal(a, 2)} × ${num(power)}.`,
          answer: decimal(a * power, 2),
          key: dKey(a * power, 2),
          working: [
            `Multiplying by ${num(power)} moves every digit ${shift} place${shift > 1 ? 's' : ''} to the left.`,
            `${decimal(a, 2)} × ${num(power)} = ${decimal(a * power, 2)}`,
          ],
          candidates: [
            wrong(
              dKey(a, 2),
              `${decimal(a, 2)}${'0'.repeat(shift)}`,
              'added zeros at the end instead of moving the digits',
            ),
            dWrong(a * power, 2 + 2 * shift, 'moved the digits the wrong way, dividing instead'),
            dWrong(a * power, 3, 'moved the digits one place too few'),
            dWrong(a * power, 1, 'moved the digits one place too many'),
          ],
          bloom: 'remember',
          check: { kind: 'value', expression: `${decimal(a, 2)} * ${power}` },
        });
      }
      const pa = 1;
      const pb = byDifficulty(level, 0, 1, 1);
      const a = int(random, byDifficulty(level, 2, 2, 201), byDifficulty(level, 9, 9, 999));
      const b = int(random, 2, byDifficulty(level, 9, 9, 99));
      if (a % 10 === 0 || b % 10 === 0) return null;
      const placesB = level.difficulty === 'medium' ? 1 : pb;
      const product = a * b;
      const total = pa + placesB;
      return exercise('decimals.multiply', level, {
        question:
          level.difficulty === 'hard'
            ? `Cloth costs ${rupees(a * 10)} per metre. How much do ${decimal(b, placesB)} metres cost?`
            : `Work out ${decimal(a, pa)} × ${decimal(b, placesB)}.`,
        answer:
          level.difficulty === 'hard'
            ? rupees(product * 10 ** (2 - total))
            : decimal(product, total),
        key: dKey(product, total),
        working: [
          ...(level.difficulty === 'hard'
            ? [
                `Write ${rupees(a * 10)} as ${decimal(a, pa)} and work out ${decimal(a, pa)} × ${decimal(b, placesB)}.`,
              ]
            : []),
          `Multiply without the decimal points: ${a} × ${b} = ${product}.`,
          `There ${total === 1 ? 'is 1 decimal place' : `are ${total} decimal places`} in ${decimal(a, pa)} × ${decimal(b, placesB)}, so there ${total === 1 ? 'is 1' : `are ${total}`} in the answer: ${decimal(product, total)}.`,
          ...(level.difficulty === 'hard'
            ? [`In rupees and paise: ${rupees(product * 10 ** (2 - total))}.`]
            : []),
        ],
        candidates: [
          dWrong(product, 1, 'counted only one decimal place in the answer'),
          dWrong(product, total + 1, 'put in one decimal place too many'),
          wrong(fracKey({ n: product, d: 1 }), num(product), 'left out the decimal point'),
          dWrong(a * 10 ** placesB + b * 10 ** pa, total, 'added instead of multiplying'),
        ].map((candidate) => (level.difficulty === 'hard' ? asMoney(candidate) : candidate)),
        bloom: 'apply',
        check: {
          kind: 'value',
          expression: `${decimal(a, pa)} * ${decimal(b, placesB)}`,
          prefix: level.difficulty === 'hard' ? '₹' : undefined,
        },
      });
    },
  },
  {
    id: 'decimals.divide',
    title: 'Dividing decimals',
    grades: [5, 8],
    make(random, level) {
      if (level.difficulty === 'easy') {
        const a = int(random, 11, 9999);
        if (a % 10 === 0) return null;
        const power = pick(random, [10, 100]);
        const shift = String(power).length - 1;
        return exercise('decimals.divide', level, {
          question: `Work out ${decimal(a, 1)} ÷ ${power}.`,
          answer: decimal(a, 1 + shift),
          key: dKey(a, 1 + shift),
          working: [
            `Dividing by ${power} moves every digit ${shift} place${shift > 1 ? 's' : ''} to the right.`,
            `${decimal(a, 1)} ÷ ${power} = ${decimal(a, 1 + shift)}`,
          ],
          candidates: [
            dWrong(a * power, 1, 'moved the digits the wrong way, multiplying instead'),
            dWrong(a, 2 + shift, 'moved the digits one place too many'),
            ...(shift > 1
              ? [dWrong(a, shift, 'moved the digits one place too few')]
              : [dWrong(a * 100, 1, 'moved the digits two places the wrong way')]),
          ],
          bloom: 'remember',
          check: { kind: 'value', expression: `${decimal(a, 1)} / ${power}` },
        });
      }
      const divisor = level.difficulty === 'medium' ? int(random, 2, 9) : int(random, 2, 9);
      const quotient = int(random, 11, 99);
      if (quotient % 10 === 0) return null;
      if (level.difficulty === 'medium') {
        const dividend = divisor * quotient; // in tenths
        return exercise('decimals.divide', level, {
          question: `Work out ${decimal(dividend, 1)} ÷ ${divisor}.`,
          answer: decimal(quotient, 1),
          key: dKey(quotient, 1),
          working: [
            `${dividend} ÷ ${divisor} = ${quotient}, and the decimal point stays above its place: ${decimal(dividend, 1)} ÷ ${divisor} = ${decimal(quotient, 1)}.`,
          ],
          candidates: [
            wrong(fracKey({ n: quotient, d: 1 }), num(quotient), 'left out the decimal point'),
            dWrong(quotient, 2, 'put the decimal point one place too far left'),
            dWrong(dividend * divisor, 1, 'multiplied instead of dividing'),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `${decimal(dividend, 1)} / ${divisor}` },
        });
      }
      // Hard: dividing by a decimal (tenths): 3.6 ÷ 0.4 = 9.
      const small = int(random, 2, 9);
      const answer = int(random, 2, 19);
      const dividend = small * answer; // tenths
      return exercise('decimals.divide', level, {
        question: `Work out ${decimal(dividend, 1)} ÷ ${decimal(small, 1)}.`,
        answer: num(answer),
        key: fracKey({ n: answer, d: 1 }),
        working: [
          `Multiply both numbers by 10 so the divisor is a whole number: ${decimal(dividend, 1)} ÷ ${decimal(small, 1)} = ${dividend} ÷ ${small}.`,
          `${dividend} ÷ ${small} = ${answer}`,
        ],
        candidates: [
          dWrong(answer, 1, 'multiplied only the divisor by 10, not the number being divided'),
          wrong(
            fracKey({ n: answer * 10, d: 1 }),
            num(answer * 10),
            'multiplied only the number being divided by 10',
          ),
          dWrong(dividend * small, 2, 'multiplied instead of dividing'),
        ],
        bloom: 'apply',
        check: { kind: 'value', expression: `${decimal(dividend, 1)} / ${decimal(small, 1)}` },
      });
    },
  },
];
