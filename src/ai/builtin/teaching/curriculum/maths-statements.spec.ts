import type { MathsExercise } from 'src/ai/builtin/teaching/curriculum/maths-source';
import { statement } from 'src/ai/builtin/teaching/curriculum/maths-sheet';

/** An exercise as a generator gives it, with the answer and one slip. */
const exercise = (question: string, answer: string): MathsExercise => ({
  skill: 'test.skill',
  question,
  answer,
  working: [],
  distractors: [{ answer: '0', error: 'a slip' }],
  bloom: 'apply',
  difficulty: 'medium',
});

const claim = (question: string, answer: string) =>
  statement(exercise(question, answer))?.claim(answer) ?? null;

describe('a calculation judged as a statement says what its exercise asks', () => {
  it('states a bare calculation with its value', () => {
    expect(claim('Simplify 3⁶ × 3⁸, writing your answer as a power.', '3¹⁴')).toBe('3⁶ × 3⁸ = 3¹⁴');
    expect(claim('Work out (−4) + 10.', '6')).toBe('(−4) + 10 = 6');
    expect(claim('Work out 2/7 + 3/7. Give your answer in its simplest form.', '5/7')).toBe(
      '2/7 + 3/7 = 5/7',
    );
  });

  it('states a "Find the …" question as what it finds', () => {
    expect(claim('Find the simple interest on ₹4500 at 5% per year for 3 years.', '₹675')).toBe(
      'The simple interest on ₹4500 at 5% per year for 3 years is ₹675',
    );
  });

  it('never drops the words that say what is asked (the degree, the sum, a value at x)', () => {
    // Each of these, cut to its calculation, would be a false or meaningless equation.
    expect(claim('Find the degree of 8x − 2x² − 3.', '2')).not.toBe('8x − 2x² − 3 = 2');
    expect(claim('Find the sum 19 + 25 + 31 + … + 223.', '4340')).toBeNull();
    expect(claim('Find the value of p(x) = x² + 2x³ + 1 at x = 1.', '4')).toBe(
      'The value of p(x) = x² + 2x³ + 1 at x = 1 is 4',
    );
    expect(claim('Find the 24th term of the AP −69, −65, −61, …', '23') ?? '').not.toMatch(
      /^−69 =/,
    );
  });
});
