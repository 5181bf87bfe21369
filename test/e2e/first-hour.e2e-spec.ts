import request from 'supertest';
import { createSession, type Session } from 'test/support/session';
import { pickSelection, type Selection } from 'test/support/teaching-clients';
import { createTestApp, type TestApp } from 'test/support/test-app';

/** What a newcomer meets first: the service's address, type errors, unknown paths in metrics. */
describe('the first hour', () => {
  let t: TestApp;
  let session: Session;
  let selection: Selection;

  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
    session = await createSession(t.app);
    selection = await pickSelection(t.http, session.auth);
  });
  afterAll(() => t?.close());

  it('GET / points to the API docs, without a token', async () => {
    const index = await request(t.http).get('/').expect(200);
    expect(index.body).toEqual({
      service: 'Evaluation Service',
      docs: '/docs',
      openapi: '/docs-json',
      health: '/health/ready',
    });
    await request(t.http)
      .get(index.body.docs as string)
      .redirects(1)
      .expect(200);
    await request(t.http)
      .get(index.body.openapi as string)
      .expect(200);
  });

  it('names the type before any range when a number field gets a word', async () => {
    const worksheet = await request(t.http)
      .post('/worksheet/v1/metadata')
      .set(session.auth)
      .send({
        ...selection,
        number_of_questions: 'ten',
        question_distribution: { mcq_single_answer: 10 },
        difficulty_level_distribution: { easy: 100 },
        bloom_taxonomy_distribution: { remember: 100 },
      })
      .expect(422);
    expect(worksheet.body.detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'number_of_questions'],
        type: 'int_type',
        msg: 'number_of_questions must be an integer number',
      }),
    );
    const lesson = await request(t.http)
      .post('/lesson-plan/v1/metadata')
      .set(session.auth)
      .field({ ...selection, duration_minutes: 'forty-five', topic: 'Photosynthesis' })
      .expect(422);
    expect(lesson.body.detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'duration_minutes'],
        msg: 'duration_minutes must be an integer number',
      }),
    );
    const exam = await request(t.http)
      .post('/evaluation-platform/v1/exam/')
      .set(session.auth)
      .send({
        name: 'Unit test',
        class: 'Grade 7',
        subject: 'Science',
        exam_type: 'Unit Test',
        date: '2026-11-20',
        total_marks: 'ten',
      })
      .expect(400);
    expect(exam.body.error.message.total_marks).toEqual([
      expect.stringMatching(/^total_marks must be a number/),
    ]);
  });

  it('labels unknown paths "unmatched" in the HTTP metrics, as the README says', async () => {
    await request(t.http).get('/no-such-path/42').expect(404);
    await request(t.http).options('/token').expect(404); // CORS is off: a preflight is unknown
    const scrape = await request(t.http).get('/metrics').expect(200);
    expect(scrape.text).toMatch(
      /evs_http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/,
    );
    expect(scrape.text).toMatch(
      /evs_http_request_duration_seconds_count\{method="OPTIONS",route="unmatched",status_code="404"\} 1/,
    );
    expect(scrape.text).not.toContain('no-such-path');
    expect(scrape.text).not.toContain('{*path}');
  });
});
