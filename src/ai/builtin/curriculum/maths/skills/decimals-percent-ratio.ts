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
  rupees,
  signed,
  wrong,
  type Candidate,
  type SkillGenerator,
} from '../generator-kit';

/** Key for a decimal given as an integer count of 10^-places: equal values give equal keys. */
const dKey = (scaled: number, places: number) => fracKey({ n: scaled, d: 10 ** places });
const dWrong = (scaled: number, places: number, error: string): Candidate =>
  wrong(dKey(scaled, places), decimal(scaled, places), error);
const PLACE = ['tenths', 'hundredths', 'thousandths'];

/** A decimal distractor shown as money ("₹844.80"), or with its extra places when it has some ("₹2.952"). */
function asMoney(candidate: Candidate): Candidate {
  const [n, d] = candidate.key.split('/').map(Number);
  const paise = (n * 100) / d;
  return { ...candidate, answer: Number.isInteger(paise) ? rupees(paise) : `₹${candidate.answer}` };
}

export const DECIMAL_SKILLS: SkillGenerator[] = [
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
      const list = [...values.keys()];
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

export const PERCENT_RATIO_SKILLS: SkillGenerator[] = [
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
  {
    id: 'ratio.simplify',
    title: 'Simplifying ratios',
    grades: [6, 8],
    make(random, level) {
      const x = int(random, 1, 9);
      const y = int(random, 1, 9);
      if (x === y || gcd(x, y) !== 1) return null;
      const factor = int(random, 2, byDifficulty(level, 6, 12, 8));
      if (level.difficulty === 'hard') {
        // Different units: a cm : b m.
        const a = x * factor * 5;
        const bMetres = y * factor * 5;
        if (bMetres % 100 !== 0) return null;
        const metres = bMetres / 100;
        const ratio = `${x} : ${y}`;
        return exercise('ratio.simplify', level, {
          question: `Write the ratio ${a} cm : ${metres} m in its simplest form.`,
          answer: ratio,
          key: ratio,
          working: [
            `Use the same units: ${metres} m = ${bMetres} cm.`,
            `${a} : ${bMetres}; divide both by ${factor * 5}: ${ratio}.`,
          ],
          candidates: [
            wrong(
              'u',
              `${a / gcd(a, metres)} : ${metres / gcd(a, metres)}`,
              'did not change the units to be the same before simplifying',
            ),
            wrong('r', `${y} : ${x}`, 'wrote the ratio the wrong way round'),
            wrong(
              'h',
              `${a / 5} : ${bMetres / 5}`,
              'divided by a common factor that is not the highest',
            ),
          ],
          bloom: 'apply',
          check: { kind: 'ratio', parts: [String(a), String(bMetres)] },
        });
      }
      const a = x * factor;
      const b = y * factor;
      const ratio = `${x} : ${y}`;
      const smallFactor = [2, 3, 5, 7].find((p) => factor % p === 0 && p !== factor);
      return exercise('ratio.simplify', level, {
        question:
          level.difficulty === 'medium'
            ? `A class has ${a} girls and ${b} boys. Write the ratio of girls to boys in its simplest form.`
            : `Write the ratio ${a} : ${b} in its simplest form.`,
        answer: ratio,
        key: ratio,
        working: [
          `The highest common factor of ${a} and ${b} is ${factor}.`,
          `${a} ÷ ${factor} = ${x} and ${b} ÷ ${factor} = ${y}, so the ratio is ${ratio}.`,
        ],
        candidates: [
          ...(smallFactor
            ? [
                wrong(
                  'h',
                  `${a / smallFactor} : ${b / smallFactor}`,
                  'divided by a common factor that is not the highest',
                ),
              ]
            : []),
          wrong(
            'r',
            `${y} : ${x}`,
            level.difficulty === 'medium'
              ? 'wrote boys to girls instead of girls to boys'
              : 'wrote the ratio the wrong way round',
          ),
          wrong(
            's',
            `${a - Math.min(a, b) + 1} : ${b - Math.min(a, b) + 1}`,
            'took the same number away from both parts instead of dividing',
          ),
          wrong('t', `${x} : ${x + y}`, 'compared one part with the total'),
        ],
        bloom: 'understand',
        check: { kind: 'ratio', parts: [String(a), String(b)] },
      });
    },
  },
  {
    id: 'ratio.share',
    title: 'Sharing in a given ratio',
    grades: [6, 9],
    make(random, level) {
      const x = int(random, 1, byDifficulty(level, 4, 7, 9));
      const y = int(random, 1, byDifficulty(level, 4, 7, 9));
      if (x === y || gcd(x, y) !== 1) return null;
      const part = int(random, 2, byDifficulty(level, 10, 30, 60)) * byDifficulty(level, 5, 10, 10);
      const total = (x + y) * part;
      const show = (p: number, q: number) => `₹${num(p)} and ₹${num(q)}`;
      const candidates = [
        wrong('r', show(y * part, x * part), 'gave the shares the wrong way round'),
        wrong('e', show(total / 2, total / 2), 'shared the money equally, ignoring the ratio'),
      ];
      if (total % x === 0 && total % y === 0)
        candidates.unshift(
          wrong('d', show(total / x, total / y), 'divided the total by each number in the ratio'),
        );
      candidates.push(
        wrong(
          'p',
          show(x * (total / (x + y + 1)), y * (total / (x + y + 1))),
          'counted one part too many',
        ),
      );
      return exercise('ratio.share', level, {
        question: `Meera and Arjun share ₹${num(total)} in the ratio ${x} : ${y}. How much does each get? (Meera's share first.)`,
        answer: show(x * part, y * part),
        key: 'a',
        working: [
          `There are ${x} + ${y} = ${x + y} parts.`,
          `One part is ₹${num(total)} ÷ ${x + y} = ₹${num(part)}.`,
          `Meera gets ${x} × ₹${num(part)} = ₹${num(x * part)} and Arjun gets ${y} × ₹${num(part)} = ₹${num(y * part)}.`,
        ],
        candidates: candidates.filter((candidate) => !candidate.answer.includes('.')),
        bloom: 'apply',
        check: {
          kind: 'values',
          expressions: [`${total} * ${x} / ${x + y}`, `${total} * ${y} / ${x + y}`],
          separator: ' and ',
          prefix: '₹',
        },
      });
    },
  },
  {
    id: 'ratio.unitary',
    title: 'The unitary method (direct and inverse proportion)',
    grades: [5, 8],
    make(random, level) {
      if (level.difficulty === 'hard') {
        const workers = int(random, 2, 12);
        const days = int(random, 2, 20);
        const others = int(random, 2, 12);
        const work = workers * days;
        if (others === workers || work % others !== 0) return null;
        const answer = work / others;
        const direct = (days * others) / workers;
        return exercise('ratio.unitary', level, {
          question: `${workers} workers take ${days} days to build a wall. How many days would ${others} workers take, working at the same rate?`,
          answer: `${num(answer)} days`,
          key: answer,
          working: [
            `1 worker would take ${workers} × ${days} = ${work} days.`,
            `${others} workers take ${work} ÷ ${others} = ${answer} days (more workers, fewer days).`,
          ],
          candidates: [
            ...(Number.isInteger(direct)
              ? [
                  wrong(
                    direct,
                    `${num(direct)} days`,
                    'treated it as direct proportion: more workers do not take more days',
                  ),
                ]
              : []),
            wrong(work, `${num(work)} days`, 'found the time for one worker and stopped'),
            wrong(
              days + workers - others,
              `${num(days + workers - others)} days`,
              'added or took away the difference in workers',
            ),
            wrong(
              work * others,
              `${num(work * others)} days`,
              'multiplied the time for one worker by the new number of workers instead of dividing',
            ),
          ].filter(
            (candidate) => !candidate.answer.startsWith('0') && !candidate.answer.startsWith('−'),
          ),
          bloom: 'analyze',
          check: { kind: 'value', expression: `${workers} * ${days} / ${others}`, unit: ' days' },
        });
      }
      const items = int(random, 2, byDifficulty(level, 6, 12, 12));
      const unit = int(random, 2, byDifficulty(level, 20, 60, 60));
      const wanted = int(random, 2, byDifficulty(level, 10, 25, 25));
      if (wanted === items) return null;
      const cost = items * unit;
      return exercise('ratio.unitary', level, {
        question: `${items} pens cost ₹${num(cost)}. How much do ${wanted} pens cost?`,
        answer: `₹${num(unit * wanted)}`,
        key: unit * wanted,
        working: [
          `1 pen costs ₹${num(cost)} ÷ ${items} = ₹${num(unit)}.`,
          `${wanted} pens cost ${wanted} × ₹${num(unit)} = ₹${num(unit * wanted)}.`,
        ],
        candidates: [
          wrong(unit, `₹${num(unit)}`, 'found the cost of one pen and stopped'),
          wrong(
            cost + wanted - items,
            `₹${num(cost + wanted - items)}`,
            'added the difference in the number of pens to the cost',
          ),
          wrong(
            cost * wanted,
            `₹${num(cost * wanted)}`,
            'multiplied the total cost instead of the cost of one pen',
          ),
        ].filter((candidate) => !candidate.answer.includes('−')),
        bloom: 'apply',
        check: { kind: 'value', expression: `${cost} / ${items} * ${wanted}`, prefix: '₹' },
      });
    },
  },
];

export const INTEGER_SKILLS: SkillGenerator[] = [
  {
    id: 'integers.add_subtract',
    title: 'Adding and subtracting integers',
    grades: [6, 8],
    make(random, level) {
      const size = byDifficulty(level, 10, 20, 50);
      const a = int(random, -size, size);
      const b = int(random, -size, size);
      if (a === 0 || b === 0 || (a > 0 && b > 0)) return null;
      const subtract = level.difficulty !== 'easy' && random() < 0.6;
      if (subtract && b > 0 && a > 0) return null;
      const result = subtract ? a - b : a + b;
      const op = subtract ? '−' : '+';
      const question =
        level.difficulty === 'hard' && !subtract
          ? `At 6 am the temperature was ${num(a)} °C. By noon it had ${b >= 0 ? 'risen' : 'fallen'} by ${num(Math.abs(b))} °C. What was the temperature at noon?`
          : `Work out ${signed(a)} ${op} ${signed(b)}.`;
      const unit = question.includes('°C') ? ' °C' : '';
      const candidates = [
        wrong(-result, num(-result) + unit, 'got the sign of the answer wrong'),
        wrong(
          Math.abs(a) + Math.abs(b),
          num(Math.abs(a) + Math.abs(b)) + unit,
          'ignored the signs and added the sizes',
        ),
        subtract
          ? wrong(
              a + b,
              num(a + b) + unit,
              b < 0
                ? 'treated subtracting a negative number as subtracting a positive one'
                : 'added instead of subtracting',
            )
          : wrong(a - b, num(a - b) + unit, 'subtracted instead of adding'),
        // Counting along the number line and missing out zero only happens when the jump crosses zero.
        ...((a < 0 && result > 0) || (a > 0 && result < 0)
          ? [
              wrong(
                result + Math.sign(result - a),
                num(result + Math.sign(result - a)) + unit,
                'missed out zero when counting along the number line',
              ),
            ]
          : []),
      ];
      return exercise('integers.add_subtract', level, {
        question,
        answer: num(result) + unit,
        key: result,
        working: [
          subtract
            ? `Subtracting ${signed(b)} is the same as adding ${signed(-b)}: ${signed(a)} + ${signed(-b)}.`
            : `Start at ${num(a)} on the number line and move ${Math.abs(b)} to the ${b > 0 ? 'right' : 'left'}.`,
          `The answer is ${num(result)}.`,
        ],
        candidates,
        bloom: question.includes('°C') ? 'apply' : 'understand',
        check: {
          kind: 'value',
          expression: `(${a}) ${subtract ? '-' : '+'} (${b})`,
          unit: unit || undefined,
        },
      });
    },
  },
  {
    id: 'integers.multiply_divide',
    title: 'Multiplying and dividing integers',
    grades: [7, 8],
    make(random, level) {
      const a = int(random, 2, byDifficulty(level, 9, 12, 15)) * (random() < 0.5 ? -1 : 1);
      const b = int(random, 2, byDifficulty(level, 9, 12, 15)) * (a > 0 || random() < 0.5 ? -1 : 1);
      const divide = level.difficulty !== 'easy' && random() < 0.5;
      if (level.difficulty === 'hard') {
        const c = int(random, 2, 5) * -1;
        const result = a * b * c;
        return exercise('integers.multiply_divide', level, {
          question: `Work out ${signed(a)} × ${signed(b)} × ${signed(c)}.`,
          answer: num(result),
          key: result,
          working: [
            `${signed(a)} × ${signed(b)} = ${num(a * b)}`,
            `${signed(a * b)} × ${signed(c)} = ${num(result)}`,
            `There ${[a, b, c].filter((v) => v < 0).length === 1 ? 'is one negative number' : `are ${[a, b, c].filter((v) => v < 0).length} negative numbers`}, so the answer is ${result < 0 ? 'negative' : 'positive'}.`,
          ],
          candidates: [
            wrong(
              -result,
              num(-result),
              'got the sign wrong when multiplying several negative numbers',
            ),
            wrong(a + b + c, num(a + b + c), 'added instead of multiplying'),
            wrong(
              result < 0 ? result - 1 : result + 1,
              num(result < 0 ? result - 1 : result + 1),
              'made a slip in the multiplication',
            ),
          ],
          bloom: 'apply',
          check: { kind: 'value', expression: `(${a}) * (${b}) * (${c})` },
        });
      }
      const product = a * b;
      const [question, result, expression] = divide
        ? [`Work out ${signed(product)} ÷ ${signed(b)}.`, a, `(${product}) / (${b})`]
        : [`Work out ${signed(a)} × ${signed(b)}.`, product, `(${a}) * (${b})`];
      const bothNegative = divide ? product < 0 && b < 0 : a < 0 && b < 0;
      return exercise('integers.multiply_divide', level, {
        question,
        answer: num(result),
        key: result,
        working: [
          bothNegative
            ? 'The signs are the same, so the answer is positive.'
            : 'The signs are different, so the answer is negative.',
          `${question.replace('Work out ', '').replace('.', '')} = ${num(result)}`,
        ],
        candidates: [
          wrong(
            -result,
            num(-result),
            bothNegative
              ? 'thought two negatives make a negative'
              : 'thought a negative and a positive make a positive',
          ),
          divide
            ? wrong(product * b, num(product * b), 'multiplied instead of dividing')
            : wrong(a + b, num(a + b), 'added instead of multiplying'),
          divide
            ? wrong(
                -product * b,
                num(-product * b),
                'multiplied instead of dividing and lost the sign',
              )
            : wrong(
                -(Math.abs(a) + Math.abs(b)),
                num(-(Math.abs(a) + Math.abs(b))),
                'added the sizes and kept a minus sign',
              ),
        ],
        bloom: 'understand',
        check: { kind: 'value', expression },
      });
    },
  },
];
