import { resultFeedback, resultScore } from 'src/modules/exams/answer-results';
import { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';

const score = (teacherScore: number | null, teacherFeedback: string | null) =>
  Object.assign(new AnswerScore(), {
    machineScore: 1,
    machineFeedback: 'machine',
    teacherScore,
    teacherFeedback,
  });

describe('resultScore', () => {
  it("uses the teacher's score only once the sheet is published", () => {
    const reviewed = score(2.5, 'teacher');
    expect(resultScore(reviewed, { publishedAt: null })).toBe(1);
    expect(resultFeedback(reviewed, { publishedAt: null })).toBe('machine');
    expect(resultScore(reviewed, { publishedAt: new Date() })).toBe(2.5);
    expect(resultFeedback(reviewed, { publishedAt: new Date() })).toBe('teacher');
  });

  it("falls back to the machine's for questions the teacher left alone", () => {
    const untouched = score(null, null);
    expect(resultScore(untouched, { publishedAt: new Date() })).toBe(1);
    expect(resultFeedback(untouched, { publishedAt: new Date() })).toBe('machine');
  });
});
