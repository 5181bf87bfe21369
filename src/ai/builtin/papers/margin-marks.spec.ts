import PDFDocument from 'pdfkit';
import { readPdf } from 'src/modules/documents/extraction/pdf-pages';
import { leafQuestions } from 'src/ai/builtin/papers/leaf-questions';
import { joinSplitMarks, marginMarks, trailingFigure } from 'src/ai/builtin/papers/margin-marks';
import { readModelAnswers } from 'src/ai/builtin/papers/model-answers';
import { readQuestionPaper } from 'src/ai/builtin/papers/question-paper';

const pages = (lines: string[]) => [{ text: lines.join('\n') }];
const marksOf = (lines: string[]) => {
  const paper = readQuestionPaper(pages(lines));
  return {
    marks: Object.fromEntries(leafQuestions(paper.questions).map((q) => [q.number, q.maxMarks])),
    texts: leafQuestions(paper.questions).map((q) => q.text),
    warnings: paper.warnings,
  };
};

/** A typed school paper: each question at the left, its mark alone at the right margin. */
async function marginPdf(rows: [string, string][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.fontSize(11);
  for (const [question, marks] of rows) {
    const y = doc.y + 6;
    doc.text(question, 50, y, { width: 440 });
    const after = doc.y;
    if (marks) doc.text(marks, 520, y);
    doc.y = Math.max(after, doc.y);
  }
  doc.end();
  return done;
}

describe('marks split across a line wrap', () => {
  it.each([
    [['Explain why the sky is blue. (2', 'marks)'], 'Explain why the sky is blue. (2 marks)'],
    [['Explain why the sky is blue. [2', 'marks]'], 'Explain why the sky is blue. [2 marks]'],
    [['Explain why the sky is blue. (2 marks', ')'], 'Explain why the sky is blue. (2 marks )'],
    [['Explain why the sky is blue. 2', 'marks'], 'Explain why the sky is blue. 2 marks'],
  ])('joins %j', (lines, joined) => {
    expect(joinSplitMarks(lines.map((text) => ({ text }))).map((line) => line.text)).toEqual([
      joined,
    ]);
  });

  it('keeps a bracket that working wraps, and a line that only ends in a number', () => {
    const lines = ['f(x) = g(2', ')', 'The mass is 2', 'marks the start'];
    expect(joinSplitMarks(lines.map((text) => ({ text }))).map((line) => line.text)).toEqual(lines);
  });

  it('reads the wrapped mark as the question’s', () => {
    const read = marksOf([
      '1. Explain why the sky appears blue during the day, using the idea of scattering. (2',
      'marks)',
      '2. Name the gas plants take in. (1 mark)',
    ]);
    expect(read.marks).toEqual({ '1': 2, '2': 1 });
    expect(read.warnings).toEqual([]);
  });
});

describe('bare margin figures', () => {
  it.each([
    ['Name the gas plants take in. 1', 'Name the gas plants take in. [1]'],
    ['Why does ice float on water? 2', 'Why does ice float on water? [2]'],
    [
      '3. Name the gas plants take in .................. 1',
      '3. Name the gas plants take in .................. [1]',
    ],
    ['In which year did the revolt begin? ½', 'In which year did the revolt begin? [½]'],
  ])('reads %j', (line, read) => expect(trailingFigure(line)).toBe(read));

  it.each([
    'The revolt began in 1857.',
    'The revolt began in 1857. 1857',
    'A. 12',
    '(c) 4. 5',
    'Look at the circuit shown in Fig. 2',
    'Read the passage on p. 4',
    'A trolley of mass 2 kg moves at 3 m/s. 2 kg',
    'The rod is (2 m) long. 25',
    'Define osmosis. [2] 1',
    'Find x when 2x = 18',
  ])('finds no margin figure in %j', (line) => expect(trailingFigure(line)).toBeNull());

  it('reads a figure alone on the line after the question as its marks', () => {
    expect(
      marginMarks(['1. Name the gas plants take in.', '1', '2. Explain why ice floats.', '2']),
    ).toEqual(['1. Name the gas plants take in.', '(1)', '2. Explain why ice floats.', '(2)']);
  });

  it("keeps a number alone on its line that numbers the next question, and a table's column", () => {
    const lines = ['Answer all the questions.', '1', 'Name the gas plants take in.'];
    expect(marginMarks(lines)).toEqual(lines);
    const table = ['1. The table shows the time taken.', 'Time (s)', '2', '4', '6'];
    expect(marginMarks(table)).toEqual(table);
  });

  it('reads a typed paper with marks in the margin, from a PDF', async () => {
    const pdf = await marginPdf([
      ['Class VII Science — Unit Test', ''],
      ['1. Name the gas plants take in during photosynthesis.', '1'],
      ['2. In 1857 a scientist measured a rod (2 m) long. What is its length in cm?', '1'],
      ['3. A block of mass 2 kg is pushed. State what happens to its speed.', '2'],
      ['4. Explain why metals are good conductors of heat.', '3'],
    ]);
    const read = readQuestionPaper(
      await readPdf(new Uint8Array(pdf), () => Promise.reject(new Error('text layer'))),
    );
    const leaves = leafQuestions(read.questions);
    expect(leaves.map((q) => [q.number, q.maxMarks])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 2],
      ['4', 3],
    ]);
    expect(leaves[1].text).toBe(
      'In 1857 a scientist measured a rod (2 m) long. What is its length in cm?',
    );
    expect(read.warnings).toEqual([]);
  });
});

describe('"[Total: n]" after a question (Cambridge)', () => {
  it('is the marks of a question without parts', () => {
    const read = marksOf([
      '1 Describe how the particles move in a gas.',
      '[Total: 3]',
      '2 State the unit of force. [Total: 1]',
    ]);
    expect(read.marks).toEqual({ '1': 3, '2': 1 });
    expect(read.texts).toEqual([
      'Describe how the particles move in a gas.',
      'State the unit of force.',
    ]);
    expect(read.warnings).toEqual([]);
  });

  it('checks the parts of a question against it, and tells the teacher when they disagree', () => {
    const agrees = marksOf([
      '1 (a) Define speed. [1]',
      '(b) Calculate the speed. [2]',
      '[Total: 3]',
    ]);
    expect(agrees.marks).toEqual({ '1(a)': 1, '1(b)': 2 });
    expect(agrees.warnings).toEqual([]);
    const disagrees = marksOf([
      '1 (a) Define speed. [1]',
      '(b) Calculate the speed. [2] [Total: 4]',
    ]);
    expect(disagrees.marks).toEqual({ '1(a)': 1, '1(b)': 2 });
    expect(disagrees.warnings).toEqual([
      'Question 1 reads as 3 marks, but its total is printed as 4',
    ]);
  });
});

describe('a question whose marks could not be read', () => {
  it('is named in the warnings, never given a mark silently', () => {
    const read = marksOf(['1. Name the gas plants take in.', '2. Explain why ice floats. [2]']);
    expect(read.marks).toEqual({ '1': null, '2': 2 });
    expect(read.warnings).toEqual(['No marks found for question 1']);
  });

  it("takes the scheme's marks for it when the scheme gives them", () => {
    const model = readModelAnswers(
      pages(['1. carbon dioxide (1 mark)', 'through the stomata (1 mark)']),
      [{ number: '1', maxMarks: null }],
    );
    expect(model.answers[0].markingScheme).toEqual([
      { text: 'carbon dioxide', marks: 1 },
      { text: 'through the stomata', marks: 1 },
    ]);
    const stated = readModelAnswers(
      pages(['Q1 (2 marks)', 'carbon dioxide; through the stomata']),
      [{ number: '1', maxMarks: null }],
    );
    expect(stated.answers[0].markingScheme.reduce((sum, point) => sum + point.marks, 0)).toBe(2);
    expect(stated.warnings).toEqual([]);
  });
});

describe("a typed scheme's margin figures", () => {
  const schemeOf = (lines: string[], maxMarks: number) =>
    readModelAnswers(pages(lines), [{ number: '1', maxMarks }]).answers[0];

  it('reads bare or ticked figures ending its points as their marks', () => {
    const bare = schemeOf(
      ['1. light is scattered by the air 1', 'blue light is scattered most 1'],
      2,
    );
    expect(bare.markingScheme).toEqual([
      { text: 'light is scattered by the air', marks: 1 },
      { text: 'blue light is scattered most', marks: 1 },
    ]);
    expect(schemeOf(['1. carbon dioxide ✓ 1'], 1).markingScheme).toEqual([
      { text: 'carbon dioxide', marks: 1 },
    ]);
  });

  it('keeps a number an answer ends in', () => {
    expect(schemeOf(['1. Its atomic number is 6'], 1).answerText).toBe('Its atomic number is 6');
    expect(schemeOf(['1. There are 2'], 2).answerText).toBe('There are 2');
    expect(schemeOf(['1. protons 6', 'neutrons 6'], 2).answerText).toMatch(
      /^protons 6\s+neutrons 6$/,
    );
  });
});
