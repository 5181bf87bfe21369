import { mapStudentAnswers } from 'src/ai/builtin/papers/student-answers';
import type { SheetPage } from 'src/ai/ports/paper-reading.port';

/** A photographed page as tesseract gives it: the text, and each line with its confidence. */
const photo = (lines: [string, number][]): SheetPage => ({
  page: 1,
  text: lines.map(([text]) => text).join('\n'),
  source: 'ocr',
  confidence: 80,
  lines: lines.map(([text, confidence]) => ({ text, confidence })),
});

const QUESTIONS = [{ number: '1' }, { number: '2' }, { number: '3' }];

describe('reading confidence of a student answer sheet', () => {
  const page = photo([
    ['1. Plants make glucose using light.', 95],
    ['2. KE=12xmxvxv=05%x2x3x3=9]', 87],
    ['3. The spoon is at the same temprature', 41],
    ['as the water.', 90],
  ]);

  it('flags a line read as garbled maths, quoting it and saying what is wrong', () => {
    const [, second] = mapStudentAnswers([page], QUESTIONS).answers;
    expect(second.readingFlags).toEqual([
      {
        line: 'KE=12xmxvxv=05%x2x3x3=9]',
        confidence: 87,
        reason: expect.stringMatching(
          /^looks like misread maths: “12xmxvxv” runs numbers and letters together.*“9]” does not read as maths$/,
        ),
      },
    ]);
  });

  it('flags the line read below the threshold, not the rest of the answer', () => {
    const [, , third] = mapStudentAnswers([page], QUESTIONS).answers;
    expect(third.text).toBe('The spoon is at the same temprature as the water.');
    expect(third.readingFlags).toEqual([
      {
        line: 'The spoon is at the same temprature',
        confidence: 41,
        reason: 'read at 41% OCR confidence',
      },
    ]);
    // The answer's confidence is its own lines', not the page's.
    expect(third.confidence).toBe(65.5);
  });

  it('leaves a clearly read answer unflagged', () => {
    const [first] = mapStudentAnswers([page], QUESTIONS).answers;
    expect(first).toMatchObject({ confidence: 95, readingFlags: [] });
  });

  it('takes the threshold it is given', () => {
    const strict = mapStudentAnswers([page], QUESTIONS, { lowConfidence: 96 }).answers;
    expect(strict[0].readingFlags).toEqual([
      {
        line: 'Plants make glucose using light.',
        confidence: 95,
        reason: 'read at 95% OCR confidence',
      },
    ]);
    const lenient = mapStudentAnswers([page], QUESTIONS, { lowConfidence: 30 }).answers;
    expect(lenient[2].readingFlags).toEqual([]);
  });

  it('gives a line the same text has twice on the page the reading of its own place', () => {
    const twice = photo([
      ['1. x = 9', 92],
      ['2. x = 9', 35],
    ]);
    const answers = mapStudentAnswers([twice], QUESTIONS).answers;
    expect(answers.map((answer) => answer.readingFlags.map((flag) => flag.confidence))).toEqual([
      [],
      [35],
    ]);
  });

  it("uses the page's confidence for every line when the OCR gives none per line", () => {
    const vision: SheetPage = {
      page: 1,
      text: '1. Chlorophyll\n2. It traps light',
      source: 'ocr',
      confidence: 45,
    };
    const answers = mapStudentAnswers([vision], QUESTIONS).answers;
    expect(answers.map((answer) => answer.readingFlags)).toEqual([
      [{ line: 'Chlorophyll', confidence: 45, reason: 'read at 45% OCR confidence' }],
      [{ line: 'It traps light', confidence: 45, reason: 'read at 45% OCR confidence' }],
    ]);
  });

  it('never flags typed text: it is what the student wrote, not a reading of it', () => {
    const typed: SheetPage = { page: 1, text: '1. KE=12xmxvxv=9]', source: 'text' };
    const [answer] = mapStudentAnswers([typed], QUESTIONS).answers;
    expect(answer).toMatchObject({ text: 'KE=12xmxvxv=9]', confidence: null, readingFlags: [] });
  });

  it('flags the typed and photographed pages of one sheet each as they were read', () => {
    const typed: SheetPage = { page: 1, text: '1. v = 2 | 3', source: 'text' };
    const scan = { ...photo([['2. v = 2 | 3', 88]]), page: 2 };
    const answers = mapStudentAnswers([typed, scan], QUESTIONS).answers;
    expect(answers.map((answer) => answer.readingFlags.length)).toEqual([0, 1]);
    expect(answers[1].readingFlags[0].reason).toBe(
      'looks like misread maths: “|” is not a maths sign',
    );
  });
});
