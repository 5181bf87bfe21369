import {
  mathsExercises,
  verifyMathsExercise,
  type MathsExercise,
} from 'src/ai/builtin/curriculum/maths';

const many = (skill: string, grade: number, difficulty: 'easy' | 'medium' | 'hard') =>
  ['a', 'b', 'c'].flatMap((seed) => mathsExercises(skill, { grade, difficulty, count: 6, seed }));

const errors = (e: MathsExercise) => e.distractors.map((d) => d.error).join(' | ');

describe('coordinate geometry exercises', () => {
  it('reads the coordinates of a point, with x and y swapped and wrong signs as the errors', () => {
    for (const e of many('coordinates.read', 9, 'medium')) {
      expect(e.answer).toMatch(/^\(−?\d, −?\d\)$/);
      expect(errors(e)).toMatch(/y-coordinate first/);
      expect(errors(e)).toMatch(/wrong sign/);
    }
    for (const e of many('coordinates.read', 9, 'easy')) {
      expect(e.question).toMatch(/abscissa|ordinate/);
      expect(errors(e)).toMatch(/mixed up x and y/);
    }
  });

  it('names the quadrant from the signs, and an axis (not a quadrant) when a coordinate is 0', () => {
    const quadrant = (answer: string, x: number, y: number, others: string[]) =>
      verifyMathsExercise({
        skill: 'coordinates.quadrant',
        bloom: 'understand',
        difficulty: 'easy',
        question: `Where does the point (${x}, ${y}) lie?`,
        answer,
        working: ['w'],
        distractors: others.map((other) => ({ answer: other, error: 'e' })),
        check: { kind: 'quadrant', x: String(x), y: String(y) },
      });
    expect(quadrant('Quadrant II', -3, 5, ['Quadrant IV', 'Quadrant I'])).toBe(true);
    expect(quadrant('Quadrant IV', -3, 5, ['Quadrant II', 'Quadrant I'])).toBe(false);
    expect(quadrant('on the y-axis', 0, -4, ['on the x-axis', 'Quadrant IV'])).toBe(true);
    expect(quadrant('Quadrant IV', 0, -4, ['on the x-axis', 'on the y-axis'])).toBe(false);
    const answers = many('coordinates.quadrant', 9, 'medium').map((e) => e.answer);
    expect(answers).toContain('Quadrant III');
    expect(answers.some((a) => /axis/.test(a))).toBe(true);
  });

  it('finds a distance between two given points, showing the square root, not a Pythagoras story', () => {
    for (const e of many('coordinates.distance', 10, 'medium')) {
      expect(e.question).toMatch(/^Find the distance between the points A\(.+\) and B\(.+\)\.$/);
      expect(e.question).toMatch(/−/);
      expect(e.working.join(' ')).toMatch(/√\d+/);
      expect(errors(e)).toMatch(/forgot to take the square root/);
      expect(e.question).not.toMatch(/ladder|hypotenuse|triangle/);
    }
    const hard = many('coordinates.distance', 10, 'hard');
    for (const e of hard) expect(e.answer).toMatch(/^\d+\.\d units$/);
  });

  it('finds a midpoint, and the other end from the midpoint', () => {
    const [e] = mathsExercises('coordinates.midpoint', {
      grade: 10,
      difficulty: 'easy',
      count: 1,
      seed: 'm',
    });
    const [, a, b, c, d] = /A\((\d+), (\d+)\) and B\((\d+), (\d+)\)/.exec(e.question)!.map(Number);
    expect(e.answer).toBe(`(${(a + c) / 2}, ${(b + d) / 2})`);
    expect(errors(e)).toMatch(/did not halve/);
    expect(verifyMathsExercise({ ...e, answer: `(${(b + d) / 2}, ${(a + c) / 2})` })).toBe(
      a + c === b + d,
    );
    for (const hard of many('coordinates.midpoint', 10, 'hard'))
      expect(hard.question).toMatch(
        /is the midpoint of AB, and A is .+ Find the coordinates of B\./,
      );
  });
});
