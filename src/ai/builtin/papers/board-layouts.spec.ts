import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { MARKED_SET } from 'src/ai/builtin/papers/__fixtures__/marked-sheets-more';
import { TYPED_PAPERS } from 'src/ai/builtin/papers/__fixtures__/typed-papers';
import {
  measureMarking,
  misconceptionsAtZero,
  withinHalfMark,
  type MarkingMeasure,
} from 'src/ai/builtin/papers/__fixtures__/measure-marking';
import {
  leafQuestions,
  mapStudentAnswers,
  readModelAnswers,
  readQuestionPaper,
} from 'src/ai/builtin/papers';
import { readSchemeLine, schemeLines } from 'src/ai/builtin/papers/marking-scheme';
import { readLineLabel } from 'src/ai/builtin/papers/question-number';

const pages = (lines: string[]) => [{ text: lines.join('\n') }];

describe('papers and schemes in the layouts boards print (issue #26)', () => {
  it.each(MARKED_SET.map((paper) => [paper.name, paper] as const))(
    '%s: every question, part and mark is read exactly, and every question finds its scheme',
    (_, marked) => {
      const paper = readQuestionPaper(pages(marked.paper), { totalMarks: marked.total });
      const leaves = leafQuestions(paper.questions);
      expect(Object.fromEntries(leaves.map((leaf) => [leaf.number, leaf.maxMarks]))).toEqual(
        marked.expected,
      );
      expect(paper.totalMarks).toBe(marked.total);
      const model = readModelAnswers(
        pages(marked.scheme),
        leaves.map(({ number, maxMarks, text }) => ({ number, maxMarks, text })),
      );
      expect(model.missing).toEqual([]);
      expect(model.warnings).toEqual([]);
      for (const sheet of marked.sheets) {
        const read = mapStudentAnswers(
          pages(sheet.lines),
          leaves.map(({ number }) => ({ number })),
        );
        expect(read.unmatched).toEqual([]);
        expect(Object.keys(sheet.marks).sort()).toEqual(Object.keys(marked.expected).sort());
      }
    },
  );
});

describe('papers and schemes as schools type them (issue #26)', () => {
  it.each(TYPED_PAPERS.map((typed) => [typed.name, typed] as const))(
    '%s: every question, part and mark is read exactly, and what does not line up is told',
    (_, typed) => {
      const paper = readQuestionPaper(pages(typed.paper), { totalMarks: typed.total });
      const leaves = leafQuestions(paper.questions);
      expect(Object.fromEntries(leaves.map((leaf) => [leaf.number, leaf.maxMarks]))).toEqual(
        typed.expected,
      );
      expect(paper.warnings.filter((warning) => !/^Marks add up to/.test(warning))).toEqual(
        typed.paperWarnings,
      );
      const model = readModelAnswers(
        pages(typed.scheme),
        leaves.map(({ number, maxMarks, text }) => ({ number, maxMarks, text })),
      );
      expect(model.missing).toEqual([]);
      expect(model.warnings).toEqual(typed.schemeWarnings);
      expect(
        Object.fromEntries(
          model.answers.map((answer) => [
            answer.number,
            answer.markingScheme.reduce((sum, point) => sum + point.marks, 0),
          ]),
        ),
      ).toEqual(typed.schemeMarks);
    },
  );
});

describe("the builtin grader beside an experienced marker's marks (issue #26)", () => {
  let measure: MarkingMeasure;

  beforeAll(async () => {
    measure = await measureMarking(MARKED_SET, await BuiltinAnswerGrader.create());
  });

  it('is the set the issue asks for: ≥ 6 papers in ≥ 4 layouts, ≥ 60 answers of every kind', () => {
    const subjects = new Set(MARKED_SET.map((paper) => paper.subject));
    expect(measure.papers).toBeGreaterThanOrEqual(6);
    expect(measure.layouts).toBeGreaterThanOrEqual(4);
    expect([...subjects]).toEqual(
      expect.arrayContaining(['Mathematics', 'Social Science', 'Physics']),
    );
    expect(measure.answers.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(measure.answers.map((answer) => answer.kind));
    for (const kind of ['misconception', 'follow-through', 'accept', 'reject'] as const) {
      expect(kinds).toContain(kind);
    }
    expect(measure.answers.filter((answer) => answer.photographed).length).toBeGreaterThan(0);
  });

  it("reads every paper's questions, parts and marks exactly", () => {
    expect(measure.readExactly).toEqual(MARKED_SET.map((paper) => paper.name));
  });

  it("gives question scores within half a mark of the marker's", () => {
    const share = withinHalfMark(measure.answers).length / measure.answers.length;
    // The target is 0.90; measured 153 of 161 (0.950). npm run quality:marking lists
    // the disagreements.
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it('gives misconception answers nothing for the point they get wrong', () => {
    const misconceptions = measure.answers.filter((answer) => answer.kind === 'misconception');
    const share = misconceptionsAtZero(misconceptions).length / misconceptions.length;
    // The target is 0.90; measured 30 of 31 (0.968).
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});

describe('working lines and mark codes', () => {
  it.each(['2x = 18', '3y − 6 = 12', '2 x 3 = 6', '10x = 360, x = 36', '3x² + 2'])(
    '"%s" is a line of working, not a question label',
    (line) => expect(readLineLabel(line)).toBeNull(),
  );

  it.each([
    ['2. Find x', 2],
    ['1 (a) 2x = 23', 1],
    ['Q2 x = 5', 2],
  ])('"%s" still starts question %d', (line, main) => expect(readLineLabel(line)?.main).toBe(main));

  it('reads M1/A1/B1 codes as the marks of their own points, keeping cao and ft for the grader', () => {
    expect(readSchemeLine('2x = 18 M1')).toEqual({ text: '2x = 18', marks: 1 });
    expect(readSchemeLine('x = 9 A1 cao')).toEqual({ text: 'x = 9 cao', marks: 1 });
    expect(readSchemeLine('M1 for 120/800 × 100')).toEqual({ text: '120/800 × 100', marks: 1 });
    expect(readSchemeLine('mass per unit volume B2')).toEqual({
      text: 'mass per unit volume',
      marks: 2,
    });
    expect(schemeLines('2x = 18 M1 x = 9 A1 cao')).toEqual(['2x = 18 M1', 'x = 9 A1 cao']);
    expect(readSchemeLine('Vitamin A is needed (1 mark)')).toEqual({
      text: 'Vitamin A is needed',
      marks: 1,
    });
  });

  it('takes a notes-for-examiners preamble and a table heading as no answers', () => {
    const model = readModelAnswers(
      pages([
        'Notes for examiners:',
        '1. Accept answers in own words.',
        '2. Ignore spelling.',
        'Q1 The Indus (1 mark)',
        'Q2 | The Tropic of Cancer | B1',
      ]),
      [
        { number: '1', maxMarks: 1 },
        { number: '2', maxMarks: 1 },
      ],
    );
    expect(model.answers.map((answer) => [answer.number, answer.answerText])).toEqual([
      ['1', 'The Indus'],
      ['2', 'The Tropic of Cancer'],
    ]);
  });

  it('reads IB ticks and "[2 max]" as points and a limit on them', () => {
    const ticked = readModelAnswers(
      pages(['1. muscle cells need a lot of energy ✔', 'mitochondria release energy ✔']),
      [{ number: '1', maxMarks: 2 }],
    );
    expect(ticked.answers[0].markingScheme).toEqual([
      { text: 'muscle cells need a lot of energy', marks: 1 },
      { text: 'mitochondria release energy', marks: 1 },
    ]);
    const limited = readModelAnswers(
      pages(['1. double-stranded ✔', 'deoxyribose ✔', 'thymine ✔', 'Award [2 max].']),
      [{ number: '1', maxMarks: 2 }],
    );
    expect(limited.answers[0].markingScheme).toEqual([
      { text: 'Any 2 from: double-stranded; deoxyribose; thymine', marks: 2 },
    ]);
    const listed = readModelAnswers(
      pages(['1. water; membrane; dilute to concentrated; [2 max]']),
      [{ number: '1', maxMarks: 2 }],
    );
    expect(listed.answers[0].markingScheme).toEqual([
      { text: 'Any 2 from: water; membrane; dilute to concentrated', marks: 2 },
    ]);
  });

  it('folds "Accept" and "Do not accept" lines into the point above', () => {
    const model = readModelAnswers(
      pages([
        '1. mitochondrion [1]',
        'Do not accept chloroplast.',
        '2. oxygen',
        'Reject: carbon dioxide',
      ]),
      [
        { number: '1', maxMarks: 1 },
        { number: '2', maxMarks: 1 },
      ],
    );
    expect(model.answers.map((answer) => answer.markingScheme[0].text)).toEqual([
      'mitochondrion (Do not accept chloroplast)',
      'oxygen (Reject: carbon dioxide)',
    ]);
  });

  it('tells the teacher when the scheme gives a question other marks than the paper', () => {
    const model = readModelAnswers(
      pages(['Q1 (4 marks)', 'cold winds (2 marks)', 'monsoon (1 mark)']),
      [{ number: '1', maxMarks: 3 }],
    );
    expect(model.warnings).toEqual([
      'Question 1 is worth 3 marks on the paper, but its model answer gives it 4',
    ]);
    expect(model.answers[0].markingScheme).toEqual([
      { text: 'cold winds', marks: 2 },
      { text: 'monsoon', marks: 1 },
    ]);
  });
});
