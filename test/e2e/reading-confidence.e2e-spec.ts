import { docx, textPdf, textPng } from 'test/fixtures/documents';
import { ExamFlow, type File } from 'test/support/exam-flow';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PAPER = [
  'Class 9 Physics Quiz    Maximum Marks: 3',
  '1. What do green plants make in photosynthesis? (1 mark)',
  '2. Calculate the KE of a 2 kg ball at 3 m/s. (2 marks)',
];
const MODEL_ANSWERS = [
  'Model answers - Physics Quiz',
  '1. Glucose.',
  '2. KE = 1/2 x m x v x v = 0.5 x 2 x 3 x 3 = 9 J',
];
/** The student's working, as written; photographed, the OCR misreads the calculation. */
const SHEET = [
  'Name: Ravi Kumar',
  '1. Plants make glucose.',
  '2. KE = 1/2 x m x v x v',
  '= 0.5 x 2 x 3 x 3 = 9 J',
];

/**
 * Issue #26 item 5: a line read at low OCR confidence or as garbled maths is flagged to the
 * teacher on the question and on the sheet (and in the provisional scores); it is still marked.
 */
describe('Reading confidence of answer sheets', () => {
  let t: TestApp;
  let teacher: Session;

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await createSession(t.app);
  }, 120_000);
  afterAll(() => t?.close());

  /** An exam or assignment with its questions and model answers read, ready for sheets. */
  async function prepare(flow: ExamFlow, body: object): Promise<string> {
    const created = (await flow.post('/', body).expect(201)).body as Body;
    await flow.submit(`/${created.id}/`, [['paper.pdf', await textPdf([PAPER])]]);
    const questions = await flow.completed(`/${created.id}/questions/`);
    expect((questions.questions as Body[]).map((question) => question.max_marks)).toEqual([1, 2]);
    const model = (await flow.post(`/${created.id}/model-answer/`).expect(201)).body as Body;
    await flow.submit(`/${created.id}/model-answer/${model.id}/`, [
      ['model.docx', await docx(MODEL_ANSWERS)],
    ]);
    await flow.completed(`/${created.id}/model-answer/${model.id}/`);
    return created.id as string;
  }

  async function evaluate(flow: ExamFlow, id: string, key: string, file: File, route: string) {
    const sheet = (
      await flow
        .post(`/${id}/answer-sheet/`, { student_id: `stu-${key}`, name: 'Ravi Kumar' })
        .expect(201)
    ).body as Body;
    const path = `/${id}/answer-sheet/${sheet.id}`;
    await flow.submit(`${path}/`, [file]);
    const scores: Body = await flow.completed(`${path}/${route}/`, 180_000);
    return { path, scores };
  }

  /** What the teacher sees of a photographed sheet whose calculation was misread. */
  function expectFlagged(scores: Body) {
    const [plain, calculation] = scores.questions as Body[];
    expect(plain.reading_flags).toEqual([]);
    const flags = calculation.reading_flags as Body[];
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) {
      // The flag quotes a line of the answer as read, and says why it is in doubt.
      expect(calculation.student_answer).toContain(flag.line);
      expect(flag.reason).toMatch(/read at \d+% OCR confidence|looks like misread maths/);
      expect(flag.confidence).toEqual(expect.any(Number));
    }
    // Still marked: a score, not null, with its feedback.
    expect(calculation.score).toEqual(expect.any(Number));
    expect(calculation.feedback).toEqual(expect.any(String));
    expect(scores.warnings).toEqual([
      expect.stringMatching(/^Check question 2 against the sheet: .*misread maths/),
    ]);
  }

  it('flags the misread calculation of a photographed exam sheet, on the question and the sheet', async () => {
    const flow = new ExamFlow(t.http, teacher.auth, '/evaluation-platform/v1/exam');
    const examId = await prepare(flow, {
      name: 'Physics Quiz',
      class: 'Class 9',
      subject: 'Physics',
      exam_type: 'Class Test',
      date: '2026-11-20',
      total_marks: 3,
    });

    const photo = await evaluate(
      flow,
      examId,
      'photo',
      ['ravi.png', textPng(SHEET)],
      'pre-provisional-scores',
    );
    expectFlagged(photo.scores);
    const sheet = (await flow.get(`${photo.path}/`).expect(200)).body as Body;
    expect(sheet.warnings).toEqual(photo.scores.warnings);
    const provisional = (await flow.get(`${photo.path}/provisional-scores/`).expect(200))
      .body as Body;
    expectFlagged(provisional);
    expect(provisional.questions[1].reading_flags).toEqual(photo.scores.questions[1].reading_flags);

    // The same working typed is the student's own text: nothing to check.
    const typed = await evaluate(
      flow,
      examId,
      'typed',
      ['ravi.pdf', await textPdf([SHEET])],
      'pre-provisional-scores',
    );
    expect(typed.scores.warnings).toEqual([]);
    expect((typed.scores.questions as Body[]).map((question) => question.reading_flags)).toEqual([
      [],
      [],
    ]);
  }, 600_000);

  it('flags it the same way on an assignment', async () => {
    const flow = new ExamFlow(t.http, teacher.auth, '/assignment-evaluation/v1/assignment');
    const assignmentId = await prepare(flow, {
      name: 'Energy homework',
      class: 'Class 9',
      subject: 'Physics',
      total_marks: 3,
    });
    const photo = await evaluate(
      flow,
      assignmentId,
      'photo',
      ['ravi.png', textPng(SHEET)],
      'score',
    );
    expectFlagged(photo.scores);
  }, 600_000);
});
