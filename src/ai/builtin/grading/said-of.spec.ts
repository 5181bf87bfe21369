import type { GradingQuestion } from 'src/ai/ports/answer-grading.port';
import { gradeOne } from 'src/ai/builtin/grading/__fixtures__/grading-questions';

const question = (
  questionText: string,
  markingScheme: GradingQuestion['markingScheme'],
): GradingQuestion => ({
  questionId: 'said-of',
  questionNumber: '1',
  questionText,
  maxMarks: markingScheme.reduce((sum, point) => sum + point.marks, 0),
  modelAnswer: markingScheme.map((point) => point.text).join('\n'),
  markingScheme,
});

describe('words said of another point’s thing', () => {
  it('reads what a clause is about before its verb, not a noun after it', async () => {
    const stops = question('The trolley stops. State what happens to its kinetic energy.', [
      { text: 'it is changed into heat / thermal energy', marks: 1 },
      { text: '(mainly) by friction; ignore sound', marks: 1 },
    ]);
    // "heat" comes after the verb: the friction is not said of the heat.
    const graded = await gradeOne(stops, 'It changes into heat by friction.');
    expect(graded.stepMarks.map((step) => step.awarded)).toEqual([1, 1]);
    expect((await gradeOne(stops, 'It changes into heat.')).score).toBe(1);
  });

  it('still reads a word said of another point’s thing as not saying this point', async () => {
    const materials = question('Which material is an insulator, and which a conductor?', [
      { text: 'Wood is an insulator', marks: 1 },
      { text: 'Metal is a conductor', marks: 1 },
    ]);
    const swapped = await gradeOne(materials, 'Metal is an insulator.');
    expect(swapped.stepMarks[0].awarded).toBe(0);
    expect(
      (await gradeOne(materials, 'Wood is an insulator and metal is a conductor.')).score,
    ).toBe(2);
  });
});
