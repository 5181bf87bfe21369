import { mathsExercises, type MathsDifficulty } from 'src/ai/builtin/curriculum/maths';

const SEEDS = Array.from({ length: 12 }, (_, i) => `order-${i}`);
const DIFFICULTIES: MathsDifficulty[] = ['easy', 'medium', 'hard'];

/** The values a stem lists after its colon, in the order shown ("3/4, 1/2" → 0.75, 0.5). */
function listed(question: string): number[] {
  const list = question.slice(question.lastIndexOf(':') + 1).replace(/\.$/, '');
  return list
    .split(/[;,]\s+(?=\d)|,\s+(?=\d)/)
    .map((item) => item.trim().replace(/,/g, ''))
    .map((item) =>
      item.includes('/') ? Number(item.split('/')[0]) / Number(item.split('/')[1]) : Number(item),
    );
}

const inOrder = (values: number[]) =>
  values.every((v, i) => i === 0 || values[i - 1] <= v) ||
  values.every((v, i) => i === 0 || values[i - 1] >= v);

describe('an ordering exercise', () => {
  it.each(['number.compare_order', 'fractions.compare', 'decimals.compare'])(
    '%s never lists its numbers already in order (the stem would give the answer)',
    (skill) => {
      for (const difficulty of DIFFICULTIES)
        for (const seed of SEEDS)
          for (const exercise of mathsExercises(skill, { grade: 7, difficulty, count: 4, seed })) {
            if (!/\border\b/i.test(exercise.question)) continue;
            const values = listed(exercise.question);
            expect(values.every(Number.isFinite)).toBe(true);
            if (values.length >= 3)
              expect({ q: exercise.question, sorted: inOrder(values) }).toEqual({
                q: exercise.question,
                sorted: false,
              });
          }
    },
  );
});
