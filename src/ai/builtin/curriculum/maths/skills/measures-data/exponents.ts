import {
  byDifficulty,
  exercise,
  frac,
  fracKey,
  fracText,
  int,
  num,
  pick,
  wrong,
  type SkillGenerator,
} from '../../generator-kit';
import { SQUARE_SKILLS } from './squares';

export const EXPONENT_SKILLS: SkillGenerator[] = [
  {
    id: 'exponents.evaluate',
    title: 'Powers and exponents',
    grades: [6, 9],
    make(random, level) {
      const sup = (n: number) =>
        String(n)
          .replace(/-/g, '⁻')
          .replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);
      if (level.difficulty === 'hard') {
        const base = int(random, 2, 10);
        const power = int(random, 1, 4);
        if (base ** power > 10000) return null;
        const value = frac(1, base ** power);
        return exercise('exponents.evaluate', level, {
          question: `Work out ${base}${sup(-power)}. Give your answer as a fraction.`,
          answer: fracText(value),
          key: fracKey(value),
          working: [
            `A negative power means one over the positive power: ${base}${sup(-power)} = 1/${base}${sup(power)}.`,
            `${base}${sup(power)} = ${base ** power}, so ${base}${sup(-power)} = ${fracText(value)}.`,
          ],
          candidates: [
            wrong(
              -(base ** power),
              `${'−'}${base ** power}`,
              'thought a negative power makes the answer negative',
            ),
            wrong(
              -base * power,
              `${'−'}${base * power}`,
              'multiplied the base by the power and made it negative',
            ),
            wrong(
              fracKey({ n: 1, d: base * power }),
              `1/${base * power}`,
              'multiplied the base by the power instead of raising it',
            ),
          ],
          bloom: 'understand',
          check: { kind: 'value', expression: `${base}^(-${power})` },
        });
      }
      const base = int(random, 2, byDifficulty(level, 5, 9, 12));
      const power = int(random, 2, byDifficulty(level, 4, 4, 5));
      const value = base ** power;
      if (value > 100000) return null;
      const question =
        level.difficulty === 'medium' && random() < 0.5
          ? `Work out ${base}${sup(power)} + ${power}${sup(2)}.`
          : `Work out ${base}${sup(power)}.`;
      const extra = question.includes('+') ? power * power : 0;
      return exercise('exponents.evaluate', level, {
        question,
        answer: num(value + extra),
        key: value + extra,
        working: [
          `${base}${sup(power)} = ${Array(power).fill(base).join(' × ')} = ${num(value)}.`,
          ...(extra
            ? [
                `${power}${sup(2)} = ${extra}, and ${num(value)} + ${extra} = ${num(value + extra)}.`,
              ]
            : []),
        ],
        candidates: [
          wrong(
            base * power + extra,
            num(base * power + extra),
            `multiplied ${base} by ${power} instead of multiplying ${base} by itself ${power} times`,
          ),
          wrong(
            power ** base + extra,
            num(power ** base + extra),
            `worked out ${power}${sup(base)} instead`,
          ),
          wrong(base + power + extra, num(base + power + extra), 'added the base and the power'),
        ],
        bloom: 'remember',
        check: {
          kind: 'value',
          expression: extra ? `${base}^${power} + ${power}^2` : `${base}^${power}`,
        },
      });
    },
  },
  {
    id: 'exponents.laws',
    title: 'Laws of exponents',
    grades: [7, 10],
    make(random, level) {
      const sup = (n: number) =>
        String(n)
          .replace(/-/g, '⁻')
          .replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);
      const base = pick(
        random,
        level.difficulty === 'hard' ? [2, 3, 5, 7, 10, 'a', 'x'] : [2, 3, 5, 7, 10],
      );
      const m = int(random, 2, 9);
      const n = int(random, 2, 9);
      const law = byDifficulty(
        level,
        'multiply',
        pick(random, ['multiply', 'divide'] as const),
        pick(random, ['divide', 'power', 'mixed'] as const),
      );
      if (law === 'divide' && m <= n + 1) return null;
      let question: string;
      let power: number;
      let wrongs: [number, string][];
      let expressionText: string;
      if (law === 'multiply') {
        question = `${base}${sup(m)} × ${base}${sup(n)}`;
        power = m + n;
        expressionText = `${base}^${m} * ${base}^${n}`;
        wrongs = [
          [m * n, 'multiplied the powers instead of adding them'],
          [m + n - 1, 'made a slip adding the powers'],
        ];
      } else if (law === 'divide') {
        question = `${base}${sup(m)} ÷ ${base}${sup(n)}`;
        power = m - n;
        expressionText = `${base}^${m} / ${base}^${n}`;
        wrongs = [
          [m / n, 'divided the powers instead of subtracting them'],
          [m + n, 'added the powers instead of subtracting them'],
        ];
      } else if (law === 'power') {
        question = `(${base}${sup(m)})${sup(n)}`;
        power = m * n;
        expressionText = `(${base}^${m})^${n}`;
        wrongs = [
          [m + n, 'added the powers instead of multiplying them'],
          [m ** n <= 99 ? m ** n : 0, `raised ${m} to the power ${n}`],
        ];
      } else {
        const k = int(random, 2, 4);
        question = `(${base}${sup(m)} × ${base}${sup(n)})${sup(k)}`;
        power = (m + n) * k;
        expressionText = `(${base}^${m} * ${base}^${n})^${k}`;
        wrongs = [
          [m * n * k, 'multiplied all the powers'],
          [m + n + k, 'added all the powers'],
        ];
      }
      const letter = typeof base === 'string';
      const show = (p: number) => `${base}${sup(p)}`;
      /** Equal for equal values: 4⁵ and 2¹⁰ share a key. */
      const key = (b: string | number, p: number) =>
        typeof b === 'string' ? `${b}${p}` : (p * Math.log(b)).toFixed(6);
      const candidates = wrongs
        .filter(([p]) => Number.isInteger(p) && p > 0 && p !== power)
        .map(([p, error]) => wrong(key(base, p), show(p), error));
      if (!letter && law === 'multiply')
        candidates.push(
          wrong(
            key(Number(base) ** 2, power),
            `${Number(base) ** 2}${sup(power)}`,
            'multiplied the bases as well as adding the powers',
          ),
        );
      candidates.push(wrong(key(base, power + 1), show(power + 1), 'made a slip with the powers'));
      return exercise('exponents.laws', level, {
        question: `Simplify ${question}, writing the answer as a single power${letter ? '' : ` of ${base}`}.`,
        answer: show(power),
        key: key(base, power),
        working: [
          law === 'multiply'
            ? `When multiplying powers of the same base, add the powers: ${m} + ${n} = ${power}.`
            : law === 'divide'
              ? `When dividing powers of the same base, subtract the powers: ${m} − ${n} = ${power}.`
              : law === 'power'
                ? `For a power of a power, multiply the powers: ${m} × ${n} = ${power}.`
                : `Inside the bracket add the powers (${m} + ${n} = ${m + n}), then multiply by the outside power: ${m + n} × ${power / (m + n)} = ${power}.`,
          `${question} = ${show(power)}`,
        ],
        candidates,
        bloom: law === 'mixed' ? 'apply' : 'understand',
        check: letter
          ? { kind: 'equivalent', expression: expressionText, variables: [String(base)] }
          : { kind: 'value', expression: expressionText },
      });
    },
  },
  ...SQUARE_SKILLS,
];
