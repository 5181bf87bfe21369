import { readDocx } from 'src/modules/documents/extraction/docx-text';
import { readPdf } from 'src/modules/documents/extraction/pdf-pages';
import { SCIENCE_MODEL_ANSWERS, SCIENCE_PAPER } from 'src/ai/builtin/papers/__fixtures__/papers';
import { leafQuestions } from 'src/ai/builtin/papers/leaf-questions';
import { readAnswerScheme, readModelAnswers } from 'src/ai/builtin/papers/model-answers';
import { readQuestionPaper } from 'src/ai/builtin/papers/question-paper';
import { docx, textPdf } from 'test/fixtures/documents';

const noOcr = () => Promise.reject(new Error('these PDFs have a text layer'));

describe('readModelAnswers', () => {
  describe("the science teacher's model answers, read from Word against the paper's questions", () => {
    let result: ReturnType<typeof readModelAnswers>;
    beforeAll(async () => {
      const paper = readQuestionPaper(await readPdf(await textPdf([SCIENCE_PAPER]), noOcr), {
        totalMarks: null,
      });
      const questions = leafQuestions(paper.questions).map(({ number, maxMarks, text }) => ({
        number,
        maxMarks,
        text,
      }));
      result = readModelAnswers(await readDocx(await docx(SCIENCE_MODEL_ANSWERS)), questions);
    });

    it('finds an answer for every question, in paper order', () => {
      expect(result.answers.map((answer) => [answer.number, answer.answerText])).toEqual([
        ['1', 'Na'],
        ['2', '(b) Carbon dioxide'],
        ['3', '(b) Copper'],
        [
          '4',
          'Sunlight is scattered by the molecules of the air\nBlue light has a shorter wavelength, so it is scattered more than red light\nsaying that scattered blue light reaches the eye from all directions.',
        ],
        [
          '5(a)',
          'An object stays at rest, or keeps moving in a straight line at a constant speed, unless an unbalanced force acts on it.',
        ],
        ['5(b)', 'Passengers lurch forward when a bus brakes suddenly.'],
        [
          '6(i)',
          'Osmosis is the movement of water molecules from a dilute solution to a more concentrated solution through a partially permeable membrane.',
        ],
        ['6(ii)', 'The kidney'],
        ['7(a)', 'Grass'],
        [
          '7(b)',
          'The number of frogs would increase at first, because nothing eats them.\nLater it would fall as the grasshoppers run out.',
        ],
        ['7(c)', 'The frog'],
      ]);
      expect(result.missing).toEqual([]);
      expect(result.unmatched).toEqual([]);
    });

    it("uses the teacher's marks per point when the answer has them", () => {
      const sky = result.answers.find((answer) => answer.number === '4');
      expect(sky?.schemeSource).toBe('explicit');
      expect(sky?.markingScheme).toEqual([
        { text: 'Sunlight is scattered by the molecules of the air', marks: 1 },
        {
          text: 'Blue light has a shorter wavelength, so it is scattered more than red light',
          marks: 1,
        },
        { text: 'saying that scattered blue light reaches the eye from all directions.', marks: 1 },
      ]);
    });

    it("shares the question's marks over the answer's sentences otherwise", () => {
      const frogs = result.answers.find((answer) => answer.number === '7(b)');
      expect(frogs?.schemeSource).toBe('derived');
      expect(frogs?.markingScheme).toEqual([
        {
          text: 'The number of frogs would increase at first, because nothing eats them.',
          marks: 1,
        },
        { text: 'Later it would fall as the grasshoppers run out.', marks: 0.5 },
      ]);
    });

    it("always gives schemes that add up to the question's marks", () => {
      const byNumber = Object.fromEntries(
        result.answers.map((answer) => [
          answer.number,
          answer.markingScheme.reduce((sum, point) => sum + point.marks, 0),
        ]),
      );
      expect(byNumber).toEqual({
        '1': 1,
        '2': 1,
        '3': 1,
        '4': 3,
        '5(a)': 2,
        '5(b)': 1,
        '6(i)': 2,
        '6(ii)': 1,
        '7(a)': 2,
        '7(b)': 1.5,
        '7(c)': 1.5,
      });
      expect(result.warnings).toEqual([]);
    });
  });

  describe('sheets that do not fit', () => {
    const page = (text: string) => [{ page: 1, text, source: 'docx' as const }];

    it('scales a scheme that does not add up, and says so', () => {
      const result = readModelAnswers(
        page(
          'Q1. Correct formula (1 mark)\nCorrect substitution (1 mark)\nCorrect answer with unit (1 mark)',
        ),
        [{ number: '1', maxMarks: 4 }],
      );
      expect(result.answers[0].markingScheme).toEqual([
        { text: 'Correct formula', marks: 1.5 },
        { text: 'Correct substitution', marks: 1.5 },
        { text: 'Correct answer with unit', marks: 1 },
      ]);
      expect(result.warnings).toEqual([
        'The marking scheme of question 1 adds up to 3, the question is worth 4: its marks were scaled',
      ]);
    });

    it('takes the question restated before its answer off, even without "Ans:"', () => {
      const result = readModelAnswers(
        page(
          '1. Name the largest planet. [1]\nJupiter\n2. Name the closest star to the Earth. [1]\nThe Sun',
        ),
        [
          { number: '1', maxMarks: 1, text: 'Name the largest planet.' },
          { number: '2', maxMarks: 1, text: 'Name the closest star to the Earth.' },
        ],
      );
      expect(result.answers.map((answer) => answer.answerText)).toEqual(['Jupiter', 'The Sun']);
    });

    it('reports questions without an answer and answers without a question', () => {
      const result = readModelAnswers(page('Q1. Jupiter\nQ9. Saturn has rings'), [
        { number: '1', maxMarks: 1 },
        { number: '2', maxMarks: 1 },
      ]);
      expect(result.answers.map((answer) => answer.number)).toEqual(['1']);
      expect(result.missing).toEqual(['2']);
      expect(result.unmatched).toEqual([{ label: '9', text: 'Saturn has rings' }]);
      expect(result.warnings).toEqual([
        'No model answer found for question 2: it scores nothing until one is given',
      ]);
    });

    it("answers with the caller's own spelling of the numbers", () => {
      const result = readModelAnswers(page('Ans 2 (b) Kidney\nAns 2(a) Heart'), [
        { number: 'Q2 a', maxMarks: 1 },
        { number: '2.b', maxMarks: 1 },
      ]);
      expect(result.answers.map((answer) => [answer.number, answer.answerText])).toEqual([
        ['Q2 a', 'Heart'],
        ['2.b', 'Kidney'],
      ]);
    });

    it('makes no scheme for a question without marks, and never throws', () => {
      const result = readModelAnswers(page('1. Jupiter'), [{ number: '1', maxMarks: null }]);
      expect(result.answers[0].markingScheme).toEqual([]);
      expect(result.warnings).toEqual([
        'Question 1 has no marks, so no marking scheme was made for it',
      ]);
      expect(readModelAnswers(null as never, null as never)).toEqual({
        answers: [],
        missing: [],
        unmatched: [],
        warnings: [],
      });
    });
  });
});

describe('readAnswerScheme', () => {
  it("reads the teacher's marks from a corrected text, else shares the marks over its points", () => {
    const marked = readAnswerScheme(
      ['1 mark for the water evaporates', 'The salt is left behind (1 mark)'],
      2,
    );
    expect(marked).toEqual({
      answerText: 'the water evaporates\nThe salt is left behind',
      markingScheme: [
        { text: 'the water evaporates', marks: 1 },
        { text: 'The salt is left behind', marks: 1 },
      ],
      schemeSource: 'explicit',
    });
    const plain = readAnswerScheme(['The water evaporates. The salt is left behind.'], 2);
    expect(plain.schemeSource).toBe('derived');
    expect(plain.markingScheme).toEqual([
      { text: 'The water evaporates.', marks: 1 },
      { text: 'The salt is left behind.', marks: 1 },
    ]);
  });

  it('reads "Any two from" as one point listing the answers to choose from', () => {
    const oneLine = readAnswerScheme(
      ['Any two from: conducts heat; conducts electricity; shiny; malleable (2 marks)'],
      2,
    );
    expect(oneLine.markingScheme).toEqual([
      { text: 'Any two from: conducts heat; conducts electricity; shiny; malleable', marks: 2 },
    ]);
    expect(oneLine.schemeSource).toBe('explicit');
    // Listed on the lines below, and with no marks written: the question's marks.
    const listed = readAnswerScheme(
      [
        'Any three of the following:',
        '• wear goggles',
        '• tie hair back',
        '• stand up',
        '• use a heatproof mat',
      ],
      3,
    );
    expect(listed.markingScheme).toEqual([
      {
        text: 'Any three of the following: wear goggles; tie hair back; stand up; use a heatproof mat',
        marks: 3,
      },
    ]);
    // Beside other marked points, the list keeps its own marks.
    const mixed = readAnswerScheme(
      [
        'Name the process: evaporation [1]',
        'Any two from: (2 marks)',
        '- heat it',
        '- leave it in the sun',
        '- use a wide dish',
      ],
      3,
    );
    expect(mixed.markingScheme).toEqual([
      { text: 'Name the process: evaporation', marks: 1 },
      { text: 'Any two from: heat it; leave it in the sun; use a wide dish', marks: 2 },
    ]);
  });

  it('scales marks that do not add up to the question and says from what', () => {
    const read = readAnswerScheme(['1 mark for evaporation', '1 mark for salt left behind'], 3);
    expect(read.markingScheme.map((point) => point.marks)).toEqual([1.5, 1.5]);
    expect(read.scaledFrom).toBe(2);
  });
});
