import request from 'supertest';
import { toeflBody } from 'test/support/essays';
import { sampleValue } from 'test/support/metrics';
import { PrivateRedis } from 'test/support/private-redis';
import { createSession, type Session, TEST_PASSWORD } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';

/** What a client sees while Redis is down or frozen (a Redis of the test's own, not 6379). */
describe('Redis outages', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let session: Session;
  const env = { ...process.env };
  /** A request that hangs fails the test instead of waiting for Redis. */
  const PATIENCE_MS = 8_000;

  const submit = () =>
    request(t.http)
      .post('/v1/toefl/evaluation')
      .set(session.auth)
      .send(toeflBody(session))
      .timeout(PATIENCE_MS);
  const login = () =>
    request(t.http)
      .post('/token')
      .type('form')
      .send({ username: session.username, password: TEST_PASSWORD })
      .timeout(PATIENCE_MS);
  /** Scrapes `/metrics`, which must answer within the Redis timeout too. */
  const scrape = async () =>
    (await request(t.http).get('/metrics').timeout(PATIENCE_MS).expect(200)).text;
  const fallbacks = async (fallback: string) =>
    sampleValue(await scrape(), 'evs_fallbacks_total', { dependency: 'redis', fallback });
  const statusOf = async (id: string) =>
    (await request(t.http).get(`/v1/toefl/evaluation/${id}`).set(session.auth).expect(200)).body[0]
      .status as string;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    process.env.REDIS_URL = redis.url;
    process.env.REDIS_COMMAND_TIMEOUT_MS = '500';
    process.env.JOB_ENQUEUE_TIMEOUT_MS = '500';
    // No periodic sweep within the test: a job accepted during an outage is sent by the sweep the
    // worker runs as soon as Redis answers again.
    process.env.JOB_SWEEP_INTERVAL_SECONDS = '3600';
    t = await createTestApp();
    session = await createSession(t.app);
  }, 60_000);
  afterAll(async () => {
    redis.thaw();
    await t.close();
    await redis.destroy();
    process.env = env;
  });

  it('accepts a TOEFL submit while Redis is stopped and completes it once Redis is back, empty', async () => {
    const before = {
      open: await fallbacks('daily_limit_open'),
      deferred: await fallbacks('job_enqueue_deferred'),
    };
    await redis.stop();
    const submitted = await submit().expect(200);
    const id = submitted.body.data[0].evaluation_id as string;
    // Daily limits fail open: the request went through uncounted, so no quota headers.
    expect(submitted.headers['x-ratelimit-remaining']).toBeUndefined();
    expect(await statusOf(id)).toBe('pending');
    // Both fallbacks are counted; the queue depths are left out until Redis answers again.
    const during = await scrape();
    expect(sampleValue(during, 'evs_fallbacks_total', { fallback: 'daily_limit_open' })).toBe(
      before.open! + 1,
    );
    expect(sampleValue(during, 'evs_fallbacks_total', { fallback: 'job_enqueue_deferred' })).toBe(
      before.deferred! + 1,
    );
    expect(sampleValue(during, 'evs_queue_jobs')).toBeUndefined();

    await redis.start();
    await waitFor(async () => ((await statusOf(id)) === 'completed' ? true : undefined), {
      timeoutMs: 60_000,
      intervalMs: 1_000,
      what: 'the evaluation accepted during the outage to complete',
    });
  }, 180_000);

  it('refuses logins while Redis is stopped (the throttle fails closed), in the token family', async () => {
    const closedBefore = await fallbacks('login_throttle_closed');
    await redis.stop();
    try {
      const refused = await login().expect(503);
      expect(refused.body).toEqual({
        message: 'Logins are unavailable for a moment; try again shortly',
        data: {},
        status: '',
        status_code: 503,
      });
      expect(await fallbacks('login_throttle_closed')).toBe(closedBefore! + 1);
    } finally {
      await redis.start();
    }
    await login().expect(200);
  }, 60_000);

  it('answers within the Redis timeout while Redis is frozen', async () => {
    redis.freeze();
    try {
      await submit().expect(200);
      await login().expect(503);
      expect(await fallbacks('login_throttle_closed')).toBeGreaterThanOrEqual(2);
    } finally {
      redis.thaw();
    }
  }, 60_000);
});
