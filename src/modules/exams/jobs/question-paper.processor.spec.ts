import { paperWarnings } from 'src/modules/exams/jobs/question-paper.processor';
import type { ExtractedQuestion } from 'src/ai/ports/paper-reading.port';

const question = (questionNumber: string, maxMarks: number | null): ExtractedQuestion => ({
  questionNumber,
  questionText: `Question ${questionNumber}`,
  maxMarks,
  section: null,
  subQuestions: [],
});

describe('paperWarnings', () => {
  it("keeps the reader's warnings", () => {
    const warnings = ["Marks add up to 5, the exam's total_marks is 6"];
    expect(paperWarnings({ questions: [question('1', 5)], warnings })).toEqual(warnings);
    expect(paperWarnings({ questions: [question('1', 5)], warnings: [] })).toEqual([]);
  });

  it('says which questions were given one mark for want of marks on the paper', () => {
    const warnings = paperWarnings({
      questions: [question('1', 2), question('2(a)', null), question('2(b)', null)],
      warnings: ['No marks found for question 2(a)'],
    });
    expect(warnings).toEqual([
      'No marks found for question 2(a)',
      expect.stringMatching(/^1 mark each was assumed for question\(s\) 2\(a\), 2\(b\)/),
    ]);
  });
});
