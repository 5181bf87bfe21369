import { paperWarnings } from 'src/modules/exams/jobs/question-paper.processor';
import type { ExtractedPaper, ExtractedQuestion } from 'src/modules/exams/reading/paper-reading';

const question = (questionNumber: string, maxMarks: number | null): ExtractedQuestion => ({
  questionNumber,
  questionText: `Question ${questionNumber}`,
  maxMarks,
  section: null,
  subQuestions: [],
});

const paper = (
  questions: ExtractedQuestion[],
  statedTotal: number | null = null,
): ExtractedPaper => ({
  questions,
  statedTotal,
  warnings: [],
});

describe('paperWarnings', () => {
  it('has nothing to say when the marks add up', () => {
    expect(paperWarnings(paper([question('1', 3), question('2', 2)], 5), 5)).toEqual([]);
    expect(paperWarnings(paper([question('1', 3)]), null)).toEqual([]);
  });

  it("says when the marks do not add up to the exam's total_marks", () => {
    expect(paperWarnings(paper([question('1', 3), question('2', 2)]), 6)).toEqual([
      "The questions' marks add up to 5, not the exam's total_marks (6)",
    ]);
  });

  it('says when they do not add up to the total the paper states', () => {
    expect(paperWarnings(paper([question('1', 3)], 4), null)).toEqual([
      "The questions' marks add up to 3, not the 4 the paper states",
    ]);
  });

  it('names questions without marks and counts them at one mark', () => {
    const warnings = paperWarnings(paper([question('1', 2), question('2', null)]), 3);
    expect(warnings).toEqual([
      expect.stringMatching(/No marks were found for question\(s\) 2; 1 mark/),
    ]);
  });

  it("keeps the reader's own warnings first", () => {
    const read = { ...paper([question('1', 1)]), warnings: ['Page 2 was unreadable'] };
    expect(paperWarnings(read, null)).toEqual(['Page 2 was unreadable']);
  });
});
