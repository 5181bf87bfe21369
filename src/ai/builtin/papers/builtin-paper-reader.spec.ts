import { BuiltinPaperReader } from 'src/ai/builtin/papers/builtin-paper-reader';

const reading = new BuiltinPaperReader();
const page = (lines: string[]) => ({ text: lines.join('\n'), source: 'text-layer' as const });

describe('BuiltinPaperReader', () => {
  const paper = reading.questionPaper(
    [
      page([
        'Class 7 English    Maximum Marks: 6',
        '1. Read the passage about the monsoon and answer.',
        '(a) When does the monsoon arrive in Kerala? [1]',
        '(b) Why do farmers wait for it? [2]',
        '2. Write the plural of "leaf". [1]',
        '3. Use "although" in a sentence. [2]',
      ]),
    ],
    6,
  );

  it('stores a question with parts as its parts, each with the question before it', () => {
    expect(paper.questions.map((q) => [q.questionNumber, q.maxMarks])).toEqual([
      ['1(a)', 1],
      ['1(b)', 2],
      ['2', 1],
      ['3', 2],
    ]);
    expect(paper.questions[0].questionText).toBe(
      'Read the passage about the monsoon and answer.\nWhen does the monsoon arrive in Kerala?',
    );
    expect(paper.warnings).toEqual([]);
  });

  it("maps model answers and a student's answers to the stored question ids", () => {
    const known = paper.questions.map((q, index) => ({
      questionId: `q${index}`,
      questionNumber: q.questionNumber,
      questionText: q.questionText,
      maxMarks: q.maxMarks ?? 1,
    }));
    const { answers: model } = reading.modelAnswers(
      [
        page([
          '1. (a) In June.',
          '(b) The rain waters their crops.',
          '2. Leaves',
          '3. Although it rained, we played.',
        ]),
      ],
      known,
    );
    expect(model.map((answer) => answer.questionId)).toEqual(['q0', 'q1', 'q2', 'q3']);
    expect(model[2]).toMatchObject({
      answerText: 'Leaves',
      markingScheme: [{ text: 'Leaves', marks: 1 }],
    });
    const student = reading.studentAnswers(
      [page(['Name: Anu', '2. leafs', '1(b) For water for the crops.'])],
      known,
    );
    expect(student).toEqual([
      { questionId: 'q1', text: 'For water for the crops.', confidence: null, readingFlags: [] },
      { questionId: 'q2', text: 'leafs', confidence: null, readingFlags: [] },
    ]);
  });

  it('flags answer lines read below the configured OCR confidence (OCR_LOW_CONFIDENCE)', () => {
    const photo = {
      page: 1,
      text: '1. leafs',
      source: 'ocr' as const,
      confidence: 75,
      lines: [{ text: '1. leafs', confidence: 75 }],
    };
    const known = [
      { questionId: 'q1', questionNumber: '1', questionText: 'Name it.', maxMarks: 1 },
    ];
    expect(reading.studentAnswers([photo], known)[0].readingFlags).toEqual([]);
    const strict = new BuiltinPaperReader({ ocrLowConfidence: 80 });
    expect(strict.studentAnswers([photo], known)[0].readingFlags).toEqual([
      { line: 'leafs', confidence: 75, reason: 'read at 75% OCR confidence' },
    ]);
  });
});
