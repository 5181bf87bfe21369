import { readingWarnings } from 'src/modules/exams/jobs/reading-warnings';

const flag = { line: 'KE=12xmxvxv=9]', confidence: 87, reason: 'looks like misread maths' };

describe('readingWarnings', () => {
  it('names the one question to check', () => {
    expect(
      readingWarnings([
        { questionNumber: '1', readingFlags: [] },
        { questionNumber: '2', readingFlags: [flag] },
      ]),
    ).toEqual([
      'Check question 2 against the sheet: lines of its answer were read at low OCR confidence or ' +
        'look like misread maths, and the mark rests on that reading (see reading_flags)',
    ]);
  });

  it('lists every question to check, in the order of the paper', () => {
    const [warning] = readingWarnings([
      { questionNumber: '1', readingFlags: [flag] },
      { questionNumber: '2', readingFlags: null },
      { questionNumber: '3(a)', readingFlags: [flag, flag] },
      { questionNumber: '4', readingFlags: [flag] },
    ]);
    expect(warning).toMatch(
      /^Check questions 1, 3\(a\) and 4 against the sheet: lines of their answers/,
    );
    expect(warning).toContain('the marks rest on that reading');
  });

  it('warns of nothing when every answer read well', () => {
    expect(readingWarnings([{ questionNumber: '1', readingFlags: null }])).toEqual([]);
  });
});
