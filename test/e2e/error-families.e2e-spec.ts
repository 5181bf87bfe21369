import request from 'supertest';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

/** docs/api-contract.md §1: every error renders in the family of its path prefix, never as a bare 500. */
describe('error families by path prefix', () => {
  let t: TestApp;
  let session: Session;

  beforeAll(async () => {
    t = await createTestApp();
    session = await createSession(t.app);
  });
  afterAll(() => t.close());

  describe('unknown routes', () => {
    it.each([
      ['/lesson-plan/v1/nothing-here', { detail: [{ msg: 'Not Found' }] }],
      ['/no-such-family', { detail: [{ msg: 'Not Found' }] }],
      [
        '/webhooks/v1/nothing-here/',
        { error: { code: 404, message: { non_field_errors: ['Not Found'] } } },
      ],
      [
        '/evaluation-platform/v1/nothing',
        { error: { code: 404, message: { non_field_errors: ['Not Found'] } } },
      ],
      ['/v1/toefl/nothing', { error: 'Not Found' }],
      ['/token/nothing', { message: 'Not Found', data: {}, status: '', status_code: 404 }],
    ])('%s → 404 in its family', async (path, body) => {
      const response = await request(t.http).get(path).set(session.auth).expect(404);
      expect(response.body).toEqual(body);
    });

    it.each(['/Rubrics/v1/rubric/', '/WEBHOOKS/v1/webhook/', '/Metadata/v1/board'])(
      '%s: paths are case-sensitive, for routing and error family alike (404, detail)',
      async (path) => {
        const response = await request(t.http).get(path).expect(404);
        expect(response.body).toEqual({ detail: [{ msg: 'Not Found' }] });
      },
    );
  });

  describe('malformed JSON', () => {
    const sendBroken = (path: string) =>
      request(t.http)
        .post(path)
        .set(session.auth)
        .set('Content-Type', 'application/json')
        .send('{"oops": ');

    it('detail family: 422 json_invalid', async () => {
      const response = await sendBroken('/lesson-plan/v1/metadata').expect(422);
      expect(response.body.detail[0]).toMatchObject({
        type: 'json_invalid',
        loc: ['body'],
        msg: 'JSON decode error',
      });
    });

    it('code family: 400 with a non-field error', async () => {
      const response = await sendBroken('/webhooks/v1/webhook/').expect(400);
      expect(response.body.error.code).toBe(400);
      expect(response.body.error.message.non_field_errors[0]).toMatch(/^JSON parse error/);
    });

    it.each(['/v1/toefl/evaluation', '/v1/ielts/evaluation', '/v1/evaluation/'])(
      'evaluation family %s: 400 Invalid request body',
      async (path) => {
        const response = await sendBroken(path).expect(400);
        expect(response.body).toEqual({ error: 'Invalid request body' });
      },
    );

    it('token family: 422 detail', async () => {
      const response = await sendBroken('/token').expect(422);
      expect(response.body.detail).toEqual(expect.any(Array));
    });
  });

  it('refuses bodies over 5 MB with 413, not a 500', async () => {
    const huge = JSON.stringify({ text: 'x'.repeat(5 * 1024 * 1024 + 10) });
    const response = await request(t.http)
      .post('/lesson-plan/v1/metadata')
      .set(session.auth)
      .set('Content-Type', 'application/json')
      .send(huge)
      .expect(413);
    expect(response.body).toEqual({ detail: [{ msg: 'Request body is too large' }] });
  });

  it('puts an x-request-id on successes and errors, keeping a well-formed caller id', async () => {
    const ok = await request(t.http).get('/metadata/v1/board').set(session.auth).expect(200);
    const failed = await request(t.http).get('/metadata/v1/board').expect(401);
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);

    const traced = await request(t.http)
      .get('/health/live')
      .set('x-request-id', 'trace-abc-12345')
      .expect(200);
    expect(traced.headers['x-request-id']).toBe('trace-abc-12345');
    const hostile = await request(t.http)
      .get('/health/live')
      .set('x-request-id', 'bad id\twith spaces')
      .expect(200);
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
