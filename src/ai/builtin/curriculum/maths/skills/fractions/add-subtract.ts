import {
  exercise,
  gcd,
  int,
  lcm,
  type Candidate,
  type Frac,
  type Level,
  type SkillGenerator,
} from '../../generator-kit';
import type { Random } from 'src/ai/builtin/seeded-random';
import { proper, raw, rawWrong, valueWrong, answerOf } from './fraction-kit';

function addSubtract(random: Random, level: Level, sign: 1 | -1, like: boolean, skill: string) {
  const maxDenominator = level.grade <= 4 ? 10 : 12;
  let a: Frac;
  let b: Frac;
  if (like) {
    const d = int(random, 3, maxDenominator);
    const x = int(random, 1, d - 1);
    const y = int(random, 1, d - 1);
    a = { n: x, d };
    b = { n: y, d };
    if (sign < 0 && x <= y) return null;
    if (level.difficulty === 'easy' && sign > 0 && x + y >= d) return null;
    if (level.difficulty === 'medium' && sign > 0 && x + y <= d) return null;
  } else {
    a = proper(random, maxDenominator);
    b = proper(random, maxDenominator);
    if (a.d === b.d) return null;
    const nested = a.d % b.d === 0 || b.d % a.d === 0;
    if (level.difficulty === 'easy' && !nested) return null;
    if (level.difficulty === 'medium' && (nested || gcd(a.d, b.d) !== 1)) return null;
    if (level.difficulty === 'hard' && (nested || gcd(a.d, b.d) === 1)) return null;
    if (sign < 0 && a.n * b.d <= b.n * a.d) return null;
  }
  // Hard like-denominator subtraction uses mixed numbers that need an exchange.
  const mixedExchange = like && sign < 0 && level.difficulty === 'hard';
  const wholeA = mixedExchange ? int(random, 2, 6) : 0;
  const wholeB = mixedExchange ? int(random, 1, wholeA - 1) : 0;
  if (mixedExchange) [a, b] = [b, a].map((f) => ({ ...f })) as [Frac, Frac]; // a now has the smaller fraction
  const common = lcm(a.d, b.d);
  const an = a.n * (common / a.d) + wholeA * common;
  const bn = b.n * (common / b.d) + wholeB * common;
  const result = answerOf({ n: an + sign * bn, d: common });
  const op = sign > 0 ? '+' : '−';
  const left = wholeA ? `${wholeA} ${raw(a.n, a.d)}` : raw(a.n, a.d);
  const right = wholeB ? `${wholeB} ${raw(b.n, b.d)}` : raw(b.n, b.d);
  const candidates: Candidate[] = [];
  if (mixedExchange) {
    const flipped = (wholeA - wholeB) * common + (b.n - a.n);
    candidates.push(
      valueWrong(
        { n: flipped, d: common },
        'took the smaller fraction from the larger instead of exchanging a whole',
      ),
    );
    candidates.push(valueWrong({ n: an + bn, d: common }, 'added instead of subtracting'));
    candidates.push(
      valueWrong(
        { n: (wholeA - wholeB) * common, d: common },
        'subtracted the whole numbers and ignored the fractions',
      ),
    );
  } else {
    candidates.push(
      rawWrong(
        a.n + sign * b.n,
        a.d + sign * b.d,
        sign > 0
          ? 'added the numerators and the denominators'
          : 'subtracted the numerators and the denominators',
      ),
    );
    if (!like) {
      candidates.push(
        rawWrong(a.n + sign * b.n, common, 'changed the denominators but not the numerators'),
      );
      candidates.push(
        rawWrong(
          a.n + sign * b.n,
          a.d * b.d,
          'multiplied the denominators but did not change the numerators',
        ),
      );
    } else {
      candidates.push(
        rawWrong(a.n + sign * b.n, 2 * a.d, 'added the denominators as well as the numerators'),
      );
      candidates.push(
        sign > 0
          ? rawWrong(a.n * b.n, a.d, 'multiplied the numerators instead of adding them')
          : rawWrong(a.n + b.n, a.d, 'added instead of subtracting'),
      );
    }
    if (result.simple.d !== common)
      candidates.push(rawWrong(an + sign * bn, common * 2, 'doubled the common denominator'));
  }
  const working =
    like && !mixedExchange
      ? [
          `The denominators are the same, so ${sign > 0 ? 'add' : 'subtract'} the numerators: ${a.n} ${op} ${b.n} = ${a.n + sign * b.n}.`,
          `${left} ${op} ${right} = ${raw(a.n + sign * b.n, common)}${raw(a.n + sign * b.n, common) !== result.answer ? ` = ${result.answer}` : ''}`,
        ]
      : mixedExchange
        ? [
            `Write both as improper fractions: ${left} = ${raw(an, common)} and ${right} = ${raw(bn, common)}.`,
            `${raw(an, common)} − ${raw(bn, common)} = ${raw(an - bn, common)}${raw(an - bn, common) !== result.answer ? ` = ${result.answer}` : ''}`,
          ]
        : [
            `The lowest common denominator of ${a.d} and ${b.d} is ${common}.`,
            `${raw(a.n, a.d)} = ${raw(an, common)} and ${raw(b.n, b.d)} = ${raw(bn, common)}.`,
            `${raw(an, common)} ${op} ${raw(bn, common)} = ${raw(an + sign * bn, common)}${raw(an + sign * bn, common) !== result.answer ? ` = ${result.answer}` : ''}`,
          ];
  const mixedExpression = (whole: number, f: Frac) =>
    whole ? `(${whole} + ${f.n}/${f.d})` : `(${f.n}/${f.d})`;
  return exercise(skill, level, {
    question: `Work out ${left} ${op} ${right}. Give your answer in its simplest form.`,
    answer: result.answer,
    key: result.key,
    working,
    candidates: candidates.filter((candidate) => !/^0\/|\/0$|^[−-]|\/[−-]/.test(candidate.answer)),
    bloom: 'apply',
    check: {
      kind: 'value',
      expression: `${mixedExpression(wholeA, a)} ${sign > 0 ? '+' : '-'} ${mixedExpression(wholeB, b)}`,
      simplest: true,
    },
  });
}

export const FRACTION_ADD_SUBTRACT_SKILLS: SkillGenerator[] = [
  {
    id: 'fractions.add_like',
    title: 'Adding fractions with the same denominator',
    grades: [3, 6],
    make: (random, level) => addSubtract(random, level, 1, true, 'fractions.add_like'),
  },
  {
    id: 'fractions.subtract_like',
    title: 'Subtracting fractions with the same denominator',
    grades: [3, 6],
    make: (random, level) => addSubtract(random, level, -1, true, 'fractions.subtract_like'),
  },
  {
    id: 'fractions.add_unlike',
    title: 'Adding fractions with different denominators',
    grades: [5, 8],
    make: (random, level) => addSubtract(random, level, 1, false, 'fractions.add_unlike'),
  },
  {
    id: 'fractions.subtract_unlike',
    title: 'Subtracting fractions with different denominators',
    grades: [5, 8],
    make: (random, level) => addSubtract(random, level, -1, false, 'fractions.subtract_unlike'),
  },
];
