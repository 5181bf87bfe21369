import request from 'supertest';
import { QUEUES } from 'src/modules/jobs/queues';
import { createTestApp, type TestApp } from 'test/support/test-app';

const USER = 'ops';
const PASSWORD = 'a-long-operator-password';
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('Bull Board', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  describe('without operator credentials (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ role: 'api' });
    });
    afterAll(() => t.close());

    it('is not there: 404 as any unknown path, for the page and its API', async () => {
      await request(t.http)
        .get('/admin/queues')
        .expect(404, { detail: [{ msg: 'Not Found' }] });
      await request(t.http)
        .get('/admin/queues/api/queues')
        .auth(USER, PASSWORD)
        .expect(404, { detail: [{ msg: 'Not Found' }] });
    });
  });

  describe('with BULL_BOARD_USER and BULL_BOARD_PASSWORD', () => {
    let t: TestApp;
    beforeAll(async () => {
      process.env.BULL_BOARD_USER = USER;
      process.env.BULL_BOARD_PASSWORD = PASSWORD;
      t = await createTestApp({ role: 'api' });
    });
    afterAll(() => t.close());

    it('asks for credentials (401 with a basic challenge) and refuses wrong ones', async () => {
      const none = await request(t.http).get('/admin/queues').expect(401);
      expect(none.headers['www-authenticate']).toBe('Basic realm="Evaluation Service queues"');
      expect(none.body).toEqual({ detail: [{ msg: 'Operator credentials required' }] });
      await request(t.http).get('/admin/queues').auth(USER, 'a-long-operator-passwort').expect(401);
      await request(t.http).get('/admin/queues').auth('opz', PASSWORD).expect(401);
      await request(t.http).get('/admin/queues/api/queues').expect(401);
    });

    it('serves the board with the right credentials', async () => {
      const page = await request(t.http).get('/admin/queues').auth(USER, PASSWORD).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<title>Evaluation Service</title>');
    });

    it('answers unknown queues and jobs and bodies it cannot take with a 4xx, never a 5xx', async () => {
      const calls: [method: 'get' | 'put' | 'post', path: string, body?: string][] = [
        ['get', '/admin/queues/api/queues/no-such-queue/no-such-job'],
        ['put', '/admin/queues/api/queues/no-such-queue/pause'],
        ['get', `/admin/queues/api/queues/${QUEUES.evaluations.name}/no-such-job`],
        ['put', `/admin/queues/api/queues/${QUEUES.evaluations.name}/no-such-job/retry`],
        ['post', `/admin/queues/api/queues/${QUEUES.evaluations.name}/add`, '{"name":'],
        ['post', `/admin/queues/api/queues/${QUEUES.evaluations.name}/add`, deep(100)],
        ['get', '/admin/queues/no/such/page/%00'],
      ];
      const faults: string[] = [];
      for (const [method, path, body] of calls) {
        const call = request(t.http)[method](path).auth(USER, PASSWORD);
        const response = await (body === undefined
          ? call
          : call.set('content-type', 'application/json').send(body));
        if (response.status >= 500) faults.push(`${method} ${path} → ${response.status}`);
      }
      expect(faults).toEqual([]);
    });

    it("lists every queue of the service's queue table in the board's API", async () => {
      const response = await request(t.http)
        .get('/admin/queues/api/queues')
        .auth(USER, PASSWORD)
        .expect(200);
      const names = (response.body as { queues: { name: string }[] }).queues.map((q) => q.name);
      expect(names.sort()).toEqual(
        Object.values(QUEUES)
          .map((queue) => queue.name)
          .sort(),
      );
    });
  });
});
