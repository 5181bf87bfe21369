import {
  byDifficulty,
  exercise,
  int,
  num,
  signed,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';

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
