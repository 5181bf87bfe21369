import { mathsExercises, verifyMathsExercise } from 'src/ai/builtin/curriculum/maths';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';

const many = (skill: string, difficulty: 'easy' | 'medium' | 'hard') =>
  ['a', 'b', 'c', 'd'].flatMap((seed) =>
    mathsExercises(skill, { grade: 6, difficulty, count: 5, seed }),
  );

const value = (text: string) => Number(text.replace(/,/g, ''));

describe('whole-number property exercises', () => {
  it('group a pair that makes 100 or 1000 and show the grouping', () => {
    for (const difficulty of ['medium', 'hard'] as const)
      for (const e of many('whole.associative_commutative', difficulty)) {
        expect(verifyMathsExercise(e)).toBe(true);
        const grouped = /\((\d+) × (\d+)\) × (\d+) = (100|1000) × \3/.exec(e.working.join(' '));
        if (!grouped) {
          // Hard questions may add four numbers in two pairs of a thousand instead.
          expect(e.working.join(' ')).toMatch(/= 1000 \+ 1000 = 2000$/);
          continue;
        }
        expect(Number(grouped[1]) * Number(grouped[2])).toBe(Number(grouped[4]));
        // The number left over is not itself a round one (2 × 80 × 50 practises nothing).
        expect(Number(grouped[3]) % 5).not.toBe(0);
      }
  });

  it('split a factor near 100 or 1000, with a distractor for each typical slip', () => {
    for (const e of many('whole.distributive', 'medium')) {
      expect(verifyMathsExercise(e)).toBe(true);
      const [, near, a] = /Work out (\d+) × (\d+) using the distributive property\./.exec(
        e.question,
      )!;
      const k = 100 - Number(near);
      expect(e.working.join(' ')).toContain(`100 × ${a} − ${k} × ${a} = `);
      const errors = e.distractors.map((d) => d.error);
      expect(errors).toContain(`added ${k} × ${a} instead of taking it away`);
      expect(errors).toContain(`took away ${k} instead of ${k} × ${a}`);
    }
    // Hard: a common factor taken out, or 1000 ± k.
    for (const e of many('whole.distributive', 'hard')) {
      expect(verifyMathsExercise(e)).toBe(true);
      expect(e.working.join(' ')).toMatch(/\((\d+) [+−] (\d+)\)|1000 × \d+ [+−] \d+ × \d+/);
    }
  });

  it('ask successors, predecessors and how many numbers lie between', () => {
    for (const e of many('whole.successor_predecessor', 'hard')) {
      expect(verifyMathsExercise(e)).toBe(true);
      const [, low, high] = /between (\d+) and (\d+)\?/.exec(e.question)!;
      expect(value(e.answer)).toBe(Number(high) - Number(low) - 1);
      expect(e.distractors.map((d) => value(d.answer))).toContain(Number(high) - Number(low));
    }
    for (const e of many('whole.successor_predecessor', 'medium')) {
      expect(verifyMathsExercise(e)).toBe(true);
      expect(e.question).toMatch(/^Write the predecessor of [\d,]*000\.$/);
    }
  });

  it('are what the Whole numbers topic practises, not column sums', () => {
    const topic = Curriculum.load(null).get('mathematics.whole-numbers');
    expect(topic?.skills).toEqual([
      'whole.associative_commutative',
      'whole.distributive',
      'whole.successor_predecessor',
    ]);
    for (const skill of topic?.skills ?? []) expect(MATHS.knows(skill)).toBe(true);
  });
});
