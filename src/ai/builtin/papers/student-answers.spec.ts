import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import { readDocx } from 'src/modules/documents/extraction/docx-text';
import { readPdf } from 'src/modules/documents/extraction/pdf-pages';
import { mapStudentAnswers } from 'src/ai/builtin/papers/student-answers';
import { docx, scannedPdf } from 'test/fixtures/documents';

/** The leaves of the science paper (see __fixtures__/papers.ts). */
const SCIENCE = ['1', '2', '3', '4', '5(a)', '5(b)', '6(i)', '6(ii)', '7(a)', '7(b)', '7(c)'].map(
  (number) => ({ number }),
);

const ocrPage = (page: number, confidence: number, lines: string[]): DocumentPage => ({
  page,
  text: lines.join('\n'),
  source: 'ocr',
  confidence,
});

describe('mapStudentAnswers', () => {
  describe('a handwritten sheet read by OCR', () => {
    // Two photographed pages: answers out of order, one running over the page break, noise.
    const pages = [
      ocrPage(1, 70, [
        'Name: Priya Sharma Roll No. 14',
        'Class: VIII B',
        'Ans 4) The sky looks blue becuase blue light is scatered',
        'more by the air than red light.',
        'l. Na',
        'Q2) (b) carbon dioxide',
        '5 a) A body stays at rest or keeps moving unless a',
      ]),
      ocrPage(2, 60, [
        'force acts on it.',
        '(b) when the bus stops we fall forward',
        '6 (i) Movement of water through a membrane.',
        '(ii) kidney',
        'Q7',
        '(a) grass',
        '(c) frog',
        'Ans 9 I dont know this one',
      ]),
    ];
    const mapped = mapStudentAnswers(pages, SCIENCE);

    it("maps each answer to its question, whatever the label's form", () => {
      expect(mapped.answers.map(({ number, text }) => [number, text])).toEqual([
        ['1', 'Na'],
        ['2', '(b) carbon dioxide'],
        ['4', 'The sky looks blue becuase blue light is scatered more by the air than red light.'],
        ['5(a)', 'A body stays at rest or keeps moving unless a force acts on it.'],
        ['5(b)', 'when the bus stops we fall forward'],
        ['6(i)', 'Movement of water through a membrane.'],
        ['6(ii)', 'kidney'],
        ['7(a)', 'grass'],
        ['7(c)', 'frog'],
      ]);
    });

    it('gives each answer the mean OCR confidence of the pages it is on', () => {
      const confidence = Object.fromEntries(
        mapped.answers.map((answer) => [answer.number, answer.confidence]),
      );
      expect(confidence).toEqual({
        '1': 70,
        '2': 70,
        '4': 70,
        '5(a)': 65,
        '5(b)': 60,
        '6(i)': 60,
        '6(ii)': 60,
        '7(a)': 60,
        '7(c)': 60,
      });
    });

    it('keeps answers that match no question aside, and leaves out what was not answered', () => {
      expect(mapped.unmatched).toEqual([
        { label: '9', text: 'I dont know this one', confidence: 60 },
      ]);
      expect(mapped.answers.map((answer) => answer.number)).not.toContain('3');
      expect(mapped.answers.map((answer) => answer.number)).not.toContain('7(b)');
      expect(mapped.warnings).toEqual(['The answer labelled 9 matches no question of the paper']);
    });
  });

  describe('a typed sheet from Word', () => {
    it('maps "2 b" to 2(b) and "Q3 ii" to 3(ii), with no OCR confidence', async () => {
      const pages = await readDocx(
        await docx([
          'Answers — Rahul Verma',
          '1. Photosynthesis needs light, water and carbon dioxide:',
          '1. light',
          '2. water',
          '3. carbon dioxide',
          '2 a 240 ÷ 3 = 80 km/h',
          '2 b 400 ÷ 80 = 5 hours',
          'Q3 ii The mean is 13.',
        ]),
      );
      const mapped = mapStudentAnswers(pages, [
        { number: '1' },
        { number: '2(a)' },
        { number: '2(b)' },
        { number: '3(i)' },
        { number: 'Q3 ii' },
      ]);
      expect(mapped.answers).toEqual([
        {
          number: '1',
          text: 'Photosynthesis needs light, water and carbon dioxide:\n1. light\n2. water\n3. carbon dioxide',
          confidence: null,
          readingFlags: [],
        },
        { number: '2(a)', text: '240 ÷ 3 = 80 km/h', confidence: null, readingFlags: [] },
        { number: '2(b)', text: '400 ÷ 80 = 5 hours', confidence: null, readingFlags: [] },
        { number: 'Q3 ii', text: 'The mean is 13.', confidence: null, readingFlags: [] },
      ]);
      expect(mapped.unmatched).toEqual([
        { label: null, text: 'Answers — Rahul Verma', confidence: null },
      ]);
    });
  });

  describe('sheets that do not fit', () => {
    const typed = (text: string) => [{ page: 1, text, source: 'text' as const }];

    it('joins an answer written in two places, and says so', () => {
      // A plain "1." again would be a list inside answer 2; "Q1" again is answer 1 again.
      const mapped = mapStudentAnswers(
        typed('1. Mercury is closest.\n2. Jupiter\nQ1. It is also the smallest.'),
        [{ number: '1' }, { number: '2' }],
      );
      expect(mapped.answers[0]).toEqual({
        number: '1',
        text: 'Mercury is closest.\nIt is also the smallest.',
        confidence: null,
        readingFlags: [],
      });
      expect(mapped.warnings).toEqual(['Question 1 is answered in 2 places; they were joined']);
    });

    it("drops a page's running head and the student's details repeated on each page", () => {
      const mapped = mapStudentAnswers(
        [
          {
            page: 1,
            text: 'Greenfield High School Answer Booklet\nName: Asha K\nAms 1) Evaporation is the change of',
            source: 'ocr',
            confidence: 80,
          },
          {
            page: 2,
            text: 'Greenfield High School Answer Booklet\nName: Asha K Roll No: 7\nliquid water into vapour.\nArs 2) Condensation',
            source: 'ocr',
            confidence: 70,
          },
        ],
        [{ number: '1' }, { number: '2' }],
      );
      expect(mapped.answers).toEqual([
        {
          number: '1',
          text: 'Evaporation is the change of liquid water into vapour.',
          confidence: 75,
          readingFlags: [],
        },
        { number: '2', text: 'Condensation', confidence: 70, readingFlags: [] },
      ]);
      expect(mapped.unmatched).toEqual([]);
    });

    it('reads a part alone as the deepest part of the current question that exists', () => {
      const mapped = mapStudentAnswers(
        typed('Q3 (a) (i) 80 km/h\n(ii) 5 hours\n(b) 22.2 m/s\nQ4 (ii) Equal angles'),
        [{ number: '3(a)(i)' }, { number: '3(a)(ii)' }, { number: '3(b)' }, { number: '4(a)(ii)' }],
      );
      expect(mapped.answers.map(({ number, text }) => [number, text])).toEqual([
        ['3(a)(i)', '80 km/h'],
        ['3(a)(ii)', '5 hours'],
        ['3(b)', '22.2 m/s'],
        // The paper's only part (ii) of question 4.
        ['4(a)(ii)', 'Equal angles'],
      ]);
    });

    it('keeps a numbered list inside an answer written before the questions it could be', () => {
      const mapped = mapStudentAnswers(
        typed('3. Plants need:\n1. light\n2. water\n1. Na\n2. Oxygen'),
        [{ number: '1' }, { number: '2' }, { number: '3' }],
      );
      expect(mapped.answers.map(({ number, text }) => [number, text])).toEqual([
        ['1', 'Na'],
        ['2', 'Oxygen'],
        ['3', 'Plants need:\n1. light\n2. water'],
      ]);
    });

    it('takes "Ans:" as the start of the answer to the question the student copied out', () => {
      const mapped = mapStudentAnswers(
        typed('Q1. Name the largest planet.\nAns: Jupiter is the largest.'),
        [{ number: '1' }],
      );
      expect(mapped.answers).toEqual([
        { number: '1', text: 'Jupiter is the largest.', confidence: null, readingFlags: [] },
      ]);
    });

    it('gives a sheet without labels to the only question there is', () => {
      const mapped = mapStudentAnswers(
        typed('My favourite colour is blue because it reminds me of the sea.'),
        [{ number: '1' }],
      );
      expect(mapped.answers).toEqual([
        {
          number: '1',
          text: 'My favourite colour is blue because it reminds me of the sea.',
          confidence: null,
          readingFlags: [],
        },
      ]);
    });

    it('says when a sheet of several questions has no labels, and never throws', () => {
      const mapped = mapStudentAnswers(typed('Jupiter\nMercury'), [
        { number: '1' },
        { number: '2' },
      ]);
      expect(mapped.answers).toEqual([]);
      expect(mapped.unmatched).toEqual([
        { label: null, text: 'Jupiter\nMercury', confidence: null },
      ]);
      expect(mapped.warnings).toEqual(['No question numbers were found on the answer sheet']);
      expect(mapStudentAnswers(undefined as never, undefined as never)).toEqual({
        answers: [],
        unmatched: [],
        warnings: [],
      });
    });
  });

  it('maps answers numbered the AQA way ("01.1", "0 2 . 1", "2.2") to their parts', () => {
    const mapped = mapStudentAnswers(
      [
        {
          page: 1,
          source: 'text',
          text: [
            'Name: Sam',
            '01.1 nucleus',
            '01.2 it releases energy by respiration',
            '0 2 . 1 particles spread out',
            '2.2 They move faster when warm.',
          ].join('\n'),
        },
      ],
      ['1.1', '1.2', '2.1', '2.2'].map((number) => ({ number })),
    );
    expect(mapped.answers.map(({ number, text }) => [number, text])).toEqual([
      ['1.1', 'nucleus'],
      ['1.2', 'it releases energy by respiration'],
      ['2.1', 'particles spread out'],
      ['2.2', 'They move faster when warm.'],
    ]);
    expect(mapped.unmatched).toEqual([]);
  });

  describe('a scanned sheet read by the real OCR', () => {
    const ocr = new TesseractOcr({ ocrWorkers: 1 });
    afterAll(() => ocr.close());

    it('maps the answers tesseract reads from a scanned page, with its confidence', async () => {
      const scan = await scannedPdf(
        [
          'Q1) Sodium',
          'Q2 ii) The kidney filters the blood.',
          'Ans 3. Blue light is scattered more.',
        ],
        { fontSize: 56 },
      );
      const pages = await readPdf(scan, (png) =>
        ocr.readImage({ data: png, mimeType: 'image/png' }),
      );
      expect(pages[0].source).toBe('ocr');
      const mapped = mapStudentAnswers(pages, [
        { number: '1' },
        { number: '2(ii)' },
        { number: '3' },
      ]);
      expect(mapped.answers.map(({ number, text }) => [number, text])).toEqual([
        ['1', 'Sodium'],
        ['2(ii)', 'The kidney filters the blood.'],
        ['3', 'Blue light is scattered more.'],
      ]);
      // Each answer has the confidence of its own line, as tesseract read it.
      expect(mapped.answers.map((answer) => answer.confidence)).toEqual(
        pages[0].lines?.map((line) => line.confidence),
      );
      expect(mapped.answers[0].confidence).toBeGreaterThan(50);
    });
  });
});
