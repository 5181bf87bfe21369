import type { GradingQuestion } from 'src/ai/ports/answer-grading.port';
import { gradeOne } from 'src/ai/builtin/grading/__fixtures__/grading-questions';

const crystals: GradingQuestion = {
  questionId: 'crystals',
  questionNumber: '2.2',
  questionText: 'Describe how you would get salt crystals from salt solution.',
  maxMarks: 2,
  modelAnswer: 'heat the solution to evaporate some of the water\nleave to cool / crystallise',
  markingScheme: [
    { text: 'heat the solution to evaporate some of the water', marks: 1 },
    { text: 'leave to cool / crystallise', marks: 1 },
  ],
};

describe('a point that says what an action is for', () => {
  it('is not made by the action alone', async () => {
    expect((await gradeOne(crystals, 'heat it')).stepMarks[0].awarded).toBe(0);
  });

  it('is made by the purpose, with or without the action, and "leave to cool" is one action', async () => {
    const whole = await gradeOne(
      crystals,
      'Heat the solution to evaporate the water and leave it to crystallise.',
    );
    expect(whole.score).toBe(2);
    expect(
      (await gradeOne(crystals, 'Evaporate all the water by boiling it dry.')).stepMarks[0].awarded,
    ).toBe(1);
  });
});
