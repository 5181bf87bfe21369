import {
  formatQuestionNumber,
  normaliseQuestionNumber,
  parseQuestionNumber,
  readLineLabel,
} from 'src/ai/builtin/papers/question-number';

describe('normaliseQuestionNumber', () => {
  it.each([
    ['Q2 ii', '2(ii)'],
    ['2(ii)', '2(ii)'],
    ['2.ii', '2(ii)'],
    ['2 (ii)', '2(ii)'],
    ['2 b', '2(b)'],
    ['2b', '2(b)'],
    ['2(B)', '2(b)'],
    ['Question 3(a)(i)', '3(a)(i)'],
    ['3 (a) (ii)', '3(a)(ii)'],
    ['Q.4', '4'],
    ['Ans 4', '4'],
    ['12', '12'],
    ['l(a)', '1(a)'],
    // AQA numbers parts with a dot: "01.2" is question 1, part 2.
    ['01.2', '1.2'],
    ['0 1 . 2', '1.2'],
    ['1.5', '1.5'],
    ['Q10.1', '10.1'],
  ])('reads %j as %j', (raw, normal) => {
    expect(normaliseQuestionNumber(raw)).toBe(normal);
  });

  it.each(['', 'x', 'Section A', 'two', '1.0', '0', 'Q 4 Explain'])(
    'says %j is no question number',
    (raw) => {
      expect(normaliseQuestionNumber(raw)).toBeNull();
    },
  );

  it('round-trips through parse and format', () => {
    expect(parseQuestionNumber('3(a)(ii)')).toEqual({ main: 3, parts: ['a', 'ii'] });
    expect(formatQuestionNumber({ main: 3, parts: ['a', 'ii'] })).toBe('3(a)(ii)');
    expect(parseQuestionNumber('Q3')).toBeNull();
    expect(parseQuestionNumber('3.1')).toEqual({ main: 3, parts: ['1'] });
    expect(formatQuestionNumber({ main: 3, parts: ['1', 'a'] })).toBe('3.1(a)');
  });
});

describe('readLineLabel', () => {
  it.each([
    ['1. What is the symbol for sodium?', 1, [], 'punctuated', 'What is the symbol for sodium?'],
    ['2) Which gas', 2, [], 'punctuated', 'Which gas'],
    ['Q3. Explain', 3, [], 'prefixed', 'Explain'],
    ['Q.3 Explain', 3, [], 'prefixed', 'Explain'],
    ['Question 6', 6, [], 'prefixed', ''],
    ['Ans. 2(b) The kidney', 2, ['b'], 'prefixed', 'The kidney'],
    ['A1. Na', 1, [], 'prefixed', 'Na'],
    ["4 (a) State Newton's law", 4, ['a'], 'punctuated', "State Newton's law"],
    ['1(a)(ii) Deep', 1, ['a', 'ii'], 'punctuated', 'Deep'],
    ['Q2 ii Define', 2, ['ii'], 'prefixed', 'Define'],
    ['1 a) The cell', 1, ['a'], 'punctuated', 'The cell'],
    ['• 3) after a bullet', 3, [], 'punctuated', 'after a bullet'],
    ['20 students were asked', 20, [], 'bare', 'students were asked'],
    ['Q.No.1 Sodium', 1, [], 'prefixed', 'Sodium'],
    ['Q. No. 2 (a) Heart', 2, ['a'], 'prefixed', 'Heart'],
    ['Ques 1: Na', 1, [], 'prefixed', 'Na'],
    ['Ans1. Na', 1, [], 'prefixed', 'Na'],
    ['Ans (1) Na', 1, [], 'prefixed', 'Na'],
    ['(1) Na', 1, [], 'punctuated', 'Na'],
    ['1] Na', 1, [], 'punctuated', 'Na'],
    ['1.a) Na', 1, ['a'], 'punctuated', 'Na'],
    ['2 . b) Na', 2, ['b'], 'punctuated', 'Na'],
    ['l) Na', 1, [], 'punctuated', 'Na'],
  ])('reads %j', (line, main, parts, strength, rest) => {
    expect(readLineLabel(line)).toEqual(expect.objectContaining({ main, parts, strength, rest }));
  });

  it.each([
    ['(b) Give one example', ['b'], 'Give one example'],
    ['(ii) Name the organ', ['ii'], 'Name the organ'],
    ['ii) next', ['ii'], 'next'],
    ['a. Photosynthesis', ['a'], 'Photosynthesis'],
    ['(a)(i) Deep', ['a', 'i'], 'Deep'],
  ])('reads %j as a part of the current question', (line, parts, rest) => {
    expect(readLineLabel(line)).toEqual(expect.objectContaining({ main: null, parts, rest }));
  });

  it.each([
    'Answer all questions.',
    '(A) Oxygen',
    'A. Oxygen',
    '1.5 kg of sugar',
    '2.5 litres were left',
    '1.5',
    '12kg of rice',
    '1st prize',
    '20% of the class',
    'i.e. the same',
    '(Hint: use the formula)',
    'Section A',
    'In 1998 the village',
  ])('sees no label in %j', (line) => {
    expect(readLineLabel(line)).toBeNull();
  });

  it('reads AQA labels: "0 1 . 2", "01.2", "1.2 Describe", and "0 1" or "1 0" opening a question', () => {
    expect(readLineLabel('0 1 . 2 Describe the function of the mitochondria. [2 marks]')).toEqual(
      expect.objectContaining({
        main: 1,
        parts: ['2'],
        rest: 'Describe the function of the mitochondria. [2 marks]',
      }),
    );
    expect(readLineLabel('01.2 cell wall')).toEqual(
      expect.objectContaining({ main: 1, parts: ['2'], rest: 'cell wall' }),
    );
    expect(readLineLabel('1 0 . 3 Explain why.')).toEqual(
      expect.objectContaining({ main: 10, parts: ['3'] }),
    );
    expect(readLineLabel('2.1 What is diffusion?')).toEqual(
      expect.objectContaining({ main: 2, parts: ['1'], rest: 'What is diffusion?' }),
    );
    expect(readLineLabel('0 1 Figure 1 shows an animal cell.')).toEqual(
      expect.objectContaining({ main: 1, parts: [], rest: 'Figure 1 shows an animal cell.' }),
    );
    expect(readLineLabel('1 0 Figure 3 shows a circuit.')).toEqual(
      expect.objectContaining({ main: 10, parts: [] }),
    );
  });

  it('reads OCR look-alikes only where they are punctuated like a label', () => {
    expect(readLineLabel('l. Sodium')).toEqual(
      expect.objectContaining({ main: 1, ocrFixed: true }),
    );
    expect(readLineLabel('1O) Ten')).toEqual(expect.objectContaining({ main: 10, ocrFixed: true }));
    expect(readLineLabel('Q l. Sodium')).toEqual(expect.objectContaining({ main: 1 }));
    for (const words of ['If x = 2', 'Al is a metal', 'O2 is a gas', 'I think so', 'Is it?']) {
      expect(readLineLabel(words)).toBeNull();
    }
  });

  it('keeps the reading without an unbracketed part, which may be a word', () => {
    const label = readLineLabel('1 a cell is the unit of life');
    expect(label).toEqual(
      expect.objectContaining({ main: 1, parts: ['a'], rest: 'cell is the unit of life' }),
    );
    expect(label?.withoutBareParts).toEqual({ parts: [], rest: 'a cell is the unit of life' });
  });
});
