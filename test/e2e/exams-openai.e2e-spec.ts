import { GOOD_SHEET, MODEL_ANSWERS, QUESTION_PAPER, WEAK_SHEET } from 'test/fixtures/exam-papers';
import { docx, textPdf } from 'test/fixtures/documents';
import { ExamFlow } from 'test/support/exam-flow';
import { type FakeOpenAi, startFakeOpenAi } from 'test/support/fake-openai';
import { createSession } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The exam flow with `AI_PROVIDER=openai`: grading goes to an OpenAI-compatible server. */
describe('Exam evaluation on the openai provider (loopback OpenAI server)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let flow: ExamFlow;
  const env = { ...process.env };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    process.env.AI_PROVIDER = 'openai';
    process.env.AI_BASE_URL = fake.baseUrl;
    process.env.AI_API_KEY = 'sk-fake-exams-0123456789';
    process.env.AI_MAX_RETRIES = '0';
    process.env.AI_TIMEOUT_MS = '10000';
    t = await createTestApp();
    flow = new ExamFlow(t.http, (await createSession(t.app)).auth, '/evaluation-platform/v1/exam');
  });
  afterAll(async () => {
    await t?.close();
    await fake.close();
    process.env = env;
  });

  it('scores typed answer sheets with one grading call each, explained per key point', async () => {
    const exam = (
      await flow
        .post('/', {
          name: 'Science Unit Test 3',
          class: 'Class 8',
          subject: 'Science',
          exam_type: 'Unit Test',
          date: '2026-11-20',
        })
        .expect(201)
    ).body as Body;
    await flow.submit(`/${exam.id}/`, [['paper.pdf', await textPdf([QUESTION_PAPER])]]);
    await flow.completed(`/${exam.id}/questions/`);
    const model = (await flow.post(`/${exam.id}/model-answer/`).expect(201)).body as Body;
    await flow.submit(`/${exam.id}/model-answer/${model.id}/`, [
      ['model.docx', await docx(MODEL_ANSWERS)],
    ]);
    await flow.completed(`/${exam.id}/model-answer/${model.id}/`);

    const totals: Record<string, Body> = {};
    for (const [key, lines] of [
      ['good', GOOD_SHEET],
      ['weak', WEAK_SHEET],
    ] as const) {
      const sheet = (
        await flow.post(`/${exam.id}/answer-sheet/`, { student_id: key, name: key }).expect(201)
      ).body as Body;
      await flow.submit(`/${exam.id}/answer-sheet/${sheet.id}/`, [
        [`${key}.pdf`, await textPdf([lines])],
      ]);
      totals[key] = await flow.completed(
        `/${exam.id}/answer-sheet/${sheet.id}/pre-provisional-scores/`,
      );
    }
    expect(totals.good.total_score).toBeGreaterThan(totals.weak.total_score);
    expect(totals.good.max_score).toBe(10);
    for (const question of totals.weak.questions as Body[]) {
      expect(question.score).toBeLessThanOrEqual(question.max_marks);
      expect(question.step_marks.length).toBeGreaterThan(0);
      expect(question.feedback).toEqual(expect.any(String));
    }
    const gradingCalls = fake.calls.filter((call) => call.schemaName === 'answer_sheet_grades');
    expect(gradingCalls).toHaveLength(2);
    // The student's own words went to the provider with the model answer's key points.
    expect(gradingCalls.some((call) => call.prompt.includes('Plants make food.'))).toBe(true);
  }, 240_000);
});
