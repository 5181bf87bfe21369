import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import { readDocx } from 'src/modules/documents/extraction/docx-text';
import { readPdf } from 'src/modules/documents/extraction/pdf-pages';
import {
  ENGLISH_PAPER,
  MATHS_PAPER,
  SCIENCE_PAPER,
} from 'src/ai/builtin/papers/__fixtures__/papers';
import { leafQuestions } from 'src/ai/builtin/papers/leaf-questions';
import { type ExtractedQuestion, readQuestionPaper } from 'src/ai/builtin/papers/question-paper';
import { docx, scannedPdf, textPdf } from 'test/fixtures/documents';

const noOcr = () => Promise.reject(new Error('these PDFs have a text layer'));
const pdfPages = async (pages: string[][]) => readPdf(await textPdf(pages), noOcr);
const docxPages = async (paragraphs: string[]) => readDocx(await docx(paragraphs));

/** number → [maxMarks, section, text] for every question and part, in paper order. */
function outline(
  questions: ExtractedQuestion[],
): Record<string, [number | null, string | null, string]> {
  const all = (list: ExtractedQuestion[]): ExtractedQuestion[] =>
    list.flatMap((question) => [question, ...all(question.subQuestions)]);
  return Object.fromEntries(
    all(questions).map((question) => [
      question.number,
      [question.maxMarks, question.section, question.text],
    ]),
  );
}

describe('readQuestionPaper', () => {
  describe('a science paper read from a PDF text layer', () => {
    let pages: DocumentPage[];
    beforeAll(async () => {
      // Two pages, as printed: the break falls inside section B.
      pages = await pdfPages([SCIENCE_PAPER.slice(0, 18), SCIENCE_PAPER.slice(18)]);
    });

    it('reads every question and part with its section, text and marks', () => {
      const paper = readQuestionPaper(pages, { totalMarks: null });
      expect(outline(paper.questions)).toEqual({
        '1': [1, 'A', 'What is the chemical symbol for sodium?'],
        '2': [
          1,
          'A',
          'Which gas do plants take in during photosynthesis?\n(a) Oxygen (b) Carbon dioxide (c) Nitrogen (d) Hydrogen',
        ],
        '3': [
          1,
          'A',
          'Which of these is a conductor of electricity?\n(a) Rubber\n(b) Copper\n(c) Glass\n(d) Plastic',
        ],
        '4': [
          3,
          'B',
          'Explain why the sky appears blue during the day. Use the idea of scattering of light in your answer.',
        ],
        '5': [3, 'B', ''],
        '5(a)': [2, 'B', "State Newton's first law of motion."],
        '5(b)': [1, 'B', 'Give one example of inertia from daily life.'],
        '6': [3, 'B', ''],
        '6(i)': [2, 'B', 'Define osmosis.'],
        '6(ii)': [1, 'B', 'Name the organ that filters blood in the human body.'],
        '7': [5, 'B', 'Study the food chain: grass – grasshopper – frog – snake.'],
        '7(a)': [2, 'B', 'Name the producer.'],
        '7(b)': [
          1.5,
          'B',
          'What would happen to the frogs if all the snakes were removed? Give a reason.',
        ],
        '7(c)': [1.5, 'B', 'Identify the secondary consumer.'],
      });
    });

    it('keeps the school, the time and the numbered instructions out of the questions', () => {
      const paper = readQuestionPaper(pages, { totalMarks: null });
      expect(paper.instructions).toEqual([
        'Greenfield High School, Pune',
        'Annual Examination 2026 — Science',
        'Class VIII Time allowed: 1 hour Max. Marks: 20',
        'General Instructions:',
        '1. All questions are compulsory.',
        '2. Section A has multiple choice questions of 1 mark each.',
        '3. Write neat, labelled diagrams wherever necessary.',
        'SECTION A — 1 mark each',
        'SECTION B',
      ]);
    });

    it("says when the marks read do not add up to the exam's total_marks, and completes", () => {
      const paper = readQuestionPaper(pages, { totalMarks: 20 });
      expect(paper.totalMarks).toBe(17);
      expect(paper.warnings).toEqual([
        "Question 7's 5 marks were shared out over parts without marks: check them",
        "Marks add up to 17, the exam's total_marks is 20",
      ]);
      expect(readQuestionPaper(pages, { totalMarks: 17 }).warnings).toEqual([
        "Question 7's 5 marks were shared out over parts without marks: check them",
        "Marks add up to 17, the paper's maximum marks are 20",
      ]);
    });

    it('falls back on the total printed on the paper when the exam has none', () => {
      expect(readQuestionPaper(pages, { totalMarks: null }).warnings).toContain(
        "Marks add up to 17, the paper's maximum marks are 20",
      );
    });

    it('scores the leaves: parts, and questions without parts', () => {
      const leaves = leafQuestions(readQuestionPaper(pages, { totalMarks: null }).questions);
      expect(leaves.map((leaf) => leaf.number)).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5(a)',
        '5(b)',
        '6(i)',
        '6(ii)',
        '7(a)',
        '7(b)',
        '7(c)',
      ]);
    });
  });

  describe('a maths paper read from a Word document', () => {
    let pages: DocumentPage[];
    beforeAll(async () => {
      pages = await docxPages(MATHS_PAPER);
    });

    it('reads "Question n" labels, nested parts and marks as 2M, (5) and [1+2]', () => {
      const paper = readQuestionPaper(pages, { totalMarks: 24 });
      expect(outline(paper.questions)).toEqual({
        '1': [2, 'I', 'Solve for x: 3x + 7 = 22.'],
        '2': [4, 'I', ''],
        '2(a)': [2, 'I', 'Simplify 2(3a − 4) + 5a.'],
        '2(b)': [2, 'I', 'Factorise x² − 9.'],
        '3': [6, 'I', 'A train travels 240 km in 3 hours.'],
        '3(a)': [3, 'I', ''],
        '3(a)(i)': [1, 'I', 'Find its average speed.'],
        '3(a)(ii)': [2, 'I', 'How long would it take to travel 400 km at the same speed?'],
        '3(b)': [3, 'I', 'Convert the speed to m/s.'],
        '4': [
          5,
          'II',
          'Prove that the angles of a triangle add up to 180°.\nOR\nProve that the opposite angles of a parallelogram are equal.',
        ],
        '5': [
          4,
          'II',
          'The marks of 5 students are 12, 15, 9, 18 and 11. Find the mean and the median.\nShow your working clearly.',
        ],
        '6': [
          3,
          'II',
          'A rectangle has a length of 12 cm and a perimeter of 40 cm. Find its area.',
        ],
      });
      expect(paper.warnings).toEqual([
        'Question 4 offers a choice (OR): both alternatives are in its text; it counts once',
        "Marks add up to 24, the paper's maximum marks are 30",
      ]);
    });
  });

  describe('an English paper with a passage', () => {
    it('keeps the passage (numbers and all) out of the questions and uses the section totals', async () => {
      const paper = readQuestionPaper(await pdfPages([ENGLISH_PAPER]), { totalMarks: 25 });
      expect(outline(paper.questions)).toEqual({
        '1': [2, 'A', 'Why did the children walk three miles for water?'],
        '2': [1, 'A', 'How many wells did Kallur have in 1998?'],
        '3': [1, 'A', 'Find a word in the passage that means "excavated".'],
        '4': [6, 'A', 'What changed for the children after ten years? Answer in your own words.'],
        '5': [3, 'B', 'Fill in the blanks with the correct form of the verb:'],
        '5(a)': [1, 'B', 'She ______ (go) to school every day.'],
        '5(b)': [1, 'B', 'They ______ (play) football yesterday.'],
        '5(c)': [1, 'B', 'The sun ______ (rise) in the east.'],
        '6': [2, 'B', 'Rewrite the sentence in the passive voice: The cat chased the mouse.'],
        '7': [
          10,
          'C',
          'Write a letter to your friend describing your favourite colour and why you like it.\nYour letter should be about 150 words long.',
        ],
      });
      expect(paper.totalMarks).toBe(25);
      expect(paper.warnings).toEqual([]);
      expect(paper.instructions).toContain(
        '45 more, and the children no longer walked three miles for water.',
      );
    });
  });

  describe('a maths paper scanned and read by the real OCR', () => {
    const ocr = new TesseractOcr({ ocrWorkers: 1 });
    afterAll(() => ocr.close());

    it('reads the same questions and marks as from the Word file', async () => {
      // Long lines wrap on the page, as they would when printed.
      const lines = MATHS_PAPER.flatMap((line) => {
        const cut = line.length > 70 ? line.lastIndexOf(' ', 70) : -1;
        return cut > 0 ? [line.slice(0, cut), line.slice(cut + 1)] : [line];
      });
      const pages = await readPdf(await scannedPdf(lines, { fontSize: 30 }), (png) =>
        ocr.readImage({ data: png, mimeType: 'image/png' }),
      );
      expect(pages[0].source).toBe('ocr');
      const scanned = readQuestionPaper(pages, { totalMarks: 24 });
      const typed = readQuestionPaper(await docxPages(MATHS_PAPER), { totalMarks: 24 });
      const marks = (paper: typeof typed) =>
        Object.fromEntries(
          Object.entries(outline(paper.questions)).map(([number, [max, section]]) => [
            number,
            [max, section],
          ]),
        );
      expect(marks(scanned)).toEqual(marks(typed));
      expect(scanned.warnings).toEqual(typed.warnings);
      expect(outline(scanned.questions)['3(a)(ii)'][2]).toBe(
        'How long would it take to travel 400 km at the same speed?',
      );
    });
  });

  describe('papers as OCR reads them from a photo', () => {
    const photo = [
      'GREENFIELD HIGH SCHOOL',
      'Unit Test - Biology Max. Marks : 10',
      'Ql. Name the green pigment in leaves. [1]',
      'Q2. What is the function of a root hair cell? [2l',
      '3 . Describe osmosis . (3 marks)',
      '| 4) Name two parts of a flower. (2 rnarks)',
      '5 Explain why plants need light (2)',
    ].join('\n');

    it('reads look-alike digits, spaced punctuation, stray bars and misread marks', () => {
      const paper = readQuestionPaper([{ page: 1, text: photo, source: 'ocr', confidence: 74 }], {
        totalMarks: 10,
      });
      expect(outline(paper.questions)).toEqual({
        '1': [1, null, 'Name the green pigment in leaves.'],
        '2': [2, null, 'What is the function of a root hair cell?'],
        '3': [3, null, 'Describe osmosis .'],
        '4': [2, null, 'Name two parts of a flower.'],
        '5': [2, null, 'Explain why plants need light'],
      });
      expect(paper.warnings).toEqual([]);
    });
  });

  describe('layouts and odd input', () => {
    const read = (text: string, totalMarks: number | null = null) =>
      readQuestionPaper([{ page: 1, text, source: 'text' }], { totalMarks });

    it('splits parts printed on one line after their marks', () => {
      const paper = read(
        '1. (a) Define mass. [1] (b) Define weight. [1] (c) Give the unit of force. [1]',
      );
      expect(outline(paper.questions)).toEqual({
        '1': [3, null, ''],
        '1(a)': [1, null, 'Define mass.'],
        '1(b)': [1, null, 'Define weight.'],
        '1(c)': [1, null, 'Give the unit of force.'],
      });
    });

    it('reads "Q2 ii" labels, and "(i)" after "(h)" as the letter i', () => {
      const parts = 'abcdefgh'.split('').map((letter) => `(${letter}) Name item ${letter}. [1]`);
      const paper = read(
        [
          'Q1. Name the parts.',
          ...parts,
          '(i) Name item i. [1]',
          'Q2 i Define speed. [1]',
          'Q2 ii Define velocity. [2]',
        ].join('\n'),
      );
      const numbers = Object.keys(outline(paper.questions));
      expect(numbers).toContain('1(i)');
      expect(numbers).not.toContain('1(h)(i)');
      expect(outline(paper.questions)['2(ii)']).toEqual([2, null, 'Define velocity.']);
    });

    it('takes a rule written as a product, and says which questions have no marks', () => {
      const paper = read(
        [
          'Section A (3 × 2 = 6)',
          '1. Define work.',
          '2. Define power.',
          '3. Define energy.',
          'Section B',
          '4. Explain the law of conservation of energy.',
        ].join('\n'),
        10,
      );
      expect(paper.questions.map((question) => question.maxMarks)).toEqual([2, 2, 2, null]);
      expect(paper.warnings).toEqual([
        'No marks found for question 4',
        "Marks add up to 6, the exam's total_marks is 10",
      ]);
    });

    it('says when a question number is skipped, and keeps lists inside a question as text', () => {
      const paper = read(
        [
          '1. Arrange in order: [2]',
          '1. caterpillar',
          '2. egg',
          '3. butterfly',
          '2. Name a mammal. [1]',
          '4. Name a reptile. [1]',
        ].join('\n'),
      );
      expect(paper.questions.map((question) => question.number)).toEqual(['1', '2', '4']);
      expect(paper.questions[0].text).toBe(
        'Arrange in order:\n1. caterpillar\n2. egg\n3. butterfly',
      );
      expect(paper.warnings).toEqual(['Question 3 was not found (the paper goes from 2 to 4)']);
    });

    it('numbers on the questions of a section that counts from 1 again, and says so', () => {
      const paper = read(
        [
          'Section A',
          '1. Define work. [1]',
          '2. Define power. [1]',
          'Section B',
          '1. Explain why a ball slows down. [3]',
          '2. Describe a lever. [2]',
        ].join('\n'),
      );
      expect(outline(paper.questions)).toEqual({
        '1': [1, 'A', 'Define work.'],
        '2': [1, 'A', 'Define power.'],
        '3': [3, 'B', 'Explain why a ball slows down.'],
        '4': [2, 'B', 'Describe a lever.'],
      });
      expect(paper.warnings).toEqual([
        'Section B numbers its questions from 1 again: they were numbered on from question 2',
      ]);
    });

    it('gives a marks line printed alone to its part, or to the question after unmarked parts', () => {
      const parts = read(
        ['1. Answer briefly.', '(a) Define speed.', '[2]', '(b) Define velocity.', '[1]'].join(
          '\n',
        ),
      );
      expect(outline(parts.questions)).toEqual({
        '1': [3, null, 'Answer briefly.'],
        '1(a)': [2, null, 'Define speed.'],
        '1(b)': [1, null, 'Define velocity.'],
      });
      const whole = read(
        ['1. Answer briefly.', '(a) Define speed.', '(b) Define velocity.', '[4]'].join('\n'),
      );
      expect(outline(whole.questions)).toEqual({
        '1': [4, null, 'Answer briefly.'],
        '1(a)': [2, null, 'Define speed.'],
        '1(b)': [2, null, 'Define velocity.'],
      });
    });

    it('says when the parts and the question disagree, keeping the parts', () => {
      const paper = read(
        ['Q1. Answer the following. [5]', '(a) Define force. [1]', '(b) Define mass. [1]'].join(
          '\n',
        ),
      );
      expect(paper.questions[0].maxMarks).toBe(2);
      expect(paper.warnings).toEqual([
        'The parts of question 1 add up to 2 marks, but 5 are printed for it',
      ]);
    });

    it('reads questions running over pages and documents in order, without running heads', () => {
      const paper = readQuestionPaper(
        [
          {
            page: 1,
            text: 'Science Class VIII Term 1\n1. Explain why metals conduct\nheat\nPage 1 of 2',
            source: 'text-layer',
          },
          {
            page: 2,
            text: 'Science Class VIII Term 1\nwell. (2 marks)\nPage 2 of 2',
            source: 'text-layer',
          },
          { page: 1, text: '2. Name a non-metal that conducts. (1)', source: 'docx' },
        ],
        { totalMarks: 3 },
      );
      expect(outline(paper.questions)).toEqual({
        '1': [2, null, 'Explain why metals conduct heat well.'],
        '2': [1, null, 'Name a non-metal that conducts.'],
      });
      expect(paper.warnings).toEqual([]);
    });

    it('reads an AQA paper: "0 1", "0 1 . 1" and "01.2" numbering, marks in brackets', () => {
      const paper = read(
        [
          'Answer all questions in the spaces provided.',
          '0 1 Figure 1 shows an animal cell.',
          '0 1 . 1 Name the part labelled A. [1 mark]',
          '0 1 . 2 Describe the function of the mitochondria. [2 marks]',
          '02.1 What is diffusion? [1 mark]',
          '02.2 Explain why diffusion is faster when it is warmer. [3 marks]',
        ].join('\n'),
      );
      expect(outline(paper.questions)).toEqual({
        '1': [3, null, 'Figure 1 shows an animal cell.'],
        '1.1': [1, null, 'Name the part labelled A.'],
        '1.2': [2, null, 'Describe the function of the mitochondria.'],
        '2': [4, null, ''],
        '2.1': [1, null, 'What is diffusion?'],
        '2.2': [3, null, 'Explain why diffusion is faster when it is warmer.'],
      });
      expect(paper.warnings).toEqual([]);
    });

    it('reads a Pearson Edexcel paper: marks alone under each part, a total per question', () => {
      const paper = read(
        [
          'Answer ALL questions. Write your answers in the spaces provided.',
          '1 Figure 1 shows a plant cell.',
          '(a) (i) Name the part labelled X.',
          '.......................................................................',
          '(1)',
          '(ii) State the function of the nucleus.',
          '(1)',
          '(b) Explain why root hair cells do not contain chloroplasts.',
          '.......................................................................',
          '(2)',
          '(Total for Question 1 = 4 marks)',
          '*2 Describe how the small intestine is adapted for absorption.',
          '(6)',
          '(Total for Question 2 = 6 marks)',
          'TOTAL FOR PAPER = 12 MARKS',
        ].join('\n'),
      );
      expect(outline(paper.questions)).toEqual({
        '1': [4, null, 'Figure 1 shows a plant cell.'],
        '1(a)': [2, null, ''],
        '1(a)(i)': [1, null, 'Name the part labelled X.'],
        '1(a)(ii)': [1, null, 'State the function of the nucleus.'],
        '1(b)': [2, null, 'Explain why root hair cells do not contain chloroplasts.'],
        '2': [6, null, 'Describe how the small intestine is adapted for absorption.'],
      });
      // The printed total for the paper is checked against the questions'.
      expect(paper.warnings).toEqual(["Marks add up to 10, the paper's maximum marks are 12"]);
      // A question total that disagrees with its parts is said.
      const off = read(
        '1 (a) Name it.\n(1)\n(b) Explain it.\n(2)\n(Total for Question 1 = 4 marks)',
      );
      expect(off.warnings).toContain('Question 1 reads as 3 marks, but its total is printed as 4');
    });

    it('never throws: empty, unnumbered or malformed input gives warnings', () => {
      expect(readQuestionPaper([], { totalMarks: 10 })).toEqual({
        questions: [],
        totalMarks: 0,
        instructions: [],
        warnings: ['No numbered questions were found on the paper'],
      });
      expect(read('Dear students, revise chapters 1 to 4.').warnings).toEqual([
        'No numbered questions were found on the paper',
      ]);
      const odd = [null, { text: 42 }, { text: '1. Still read. [1]' }] as never;
      expect(readQuestionPaper(odd, null as never).questions).toHaveLength(1);
      expect(readQuestionPaper(undefined as never, { totalMarks: null }).questions).toEqual([]);
    });
  });
});
