import type Redis from 'ioredis';
import request from 'supertest';
import { REDIS } from 'src/common/redis/redis.module';
import { QUEUES } from 'src/modules/jobs/queues';
import { QUEUE_STATES } from 'src/modules/jobs/services/queue-depths.service';
import { type ChildWorker, startChildWorker } from 'test/support/child-worker';
import { toeflBody } from 'test/support/essays';
import { sampleValue } from 'test/support/metrics';
import { freePort } from 'test/support/private-redis';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';

const TOKEN = 'scrape-token-for-the-e2e-run';

/**
 * Prometheus's view of a deployment as it runs in production: the API in this process serves
 * `/metrics`, a separate worker process serves its own on WORKER_METRICS_PORT; both with
 * METRICS_TOKEN.
 */
describe('metrics (API and worker processes)', () => {
  let t: TestApp;
  let worker: ChildWorker;
  let receiver: WebhookReceiver;
  let session: Session;
  let workerUrl: string;
  let evaluationId: string;
  const env = { ...process.env };

  const scrapeApi = async () =>
    (await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200))
      .text;
  const scrapeWorker = async () =>
    (await request(workerUrl).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200))
      .text;
  const statusOf = async (id: string) =>
    (await request(t.http).get(`/v1/toefl/evaluation/${id}`).set(session.auth).expect(200)).body[0]
      .status as string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const port = await freePort();
    workerUrl = `http://127.0.0.1:${port}`;
    Object.assign(process.env, {
      METRICS_TOKEN: TOKEN,
      WORKER_METRICS_PORT: String(port),
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: receiver.caFile,
      WEBHOOK_RELAY_INTERVAL_MS: '200',
    });
    t = await createTestApp({ role: 'api' });
    session = await createSession(t.app);
    const templates = await request(t.http)
      .get('/webhooks/v1/webhook-api-templates/')
      .set(session.auth)
      .expect(200);
    const toefl = (templates.body as { id: string; name: string }[]).find(
      (template) => template.name === 'toefl_evaluation',
    )!;
    await request(t.http)
      .post('/webhooks/v1/webhook/')
      .set(session.auth)
      .send({ api_template: toefl.id, endpoint_url: `${receiver.url}/hooks` })
      .expect(201);
    // Any worker process started by the production bootstrap (this one also knows a test family).
    worker = startChildWorker('two-step-worker.ts');
    await worker.ready(t.app.get<Redis>(REDIS));

    const submitted = await request(t.http)
      .post('/v1/toefl/evaluation')
      .set(session.auth)
      .send(toeflBody(session))
      .expect(200);
    evaluationId = submitted.body.data[0].evaluation_id as string;
    await waitFor(async () => ((await statusOf(evaluationId)) === 'completed' ? true : undefined), {
      timeoutMs: 90_000,
      intervalMs: 500,
      what: 'the evaluation to complete',
    });
    await waitFor(() => (receiver.at('/hooks').length > 0 ? true : undefined), {
      what: 'the toefl_evaluation webhook',
    });
  }, 180_000);

  afterAll(async () => {
    await worker?.kill();
    await t?.close();
    await receiver?.close();
    process.env = env;
  });

  it('times API requests by route template and status, without the ids in the URL', async () => {
    const text = await scrapeApi();
    const count = (labels: Record<string, string>) =>
      sampleValue(text, 'evs_http_request_duration_seconds_count', labels);
    expect(count({ method: 'POST', route: '/v1/toefl/evaluation', status_code: '200' })).toBe(1);
    expect(
      count({ method: 'GET', route: '/v1/toefl/evaluation/:id_', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(evaluationId);
  });

  it("counts and times the worker's job by kind with outcome completed", async () => {
    const text = await scrapeWorker();
    const labels = { kind: 'toefl_evaluation', outcome: 'completed' };
    expect(sampleValue(text, 'evs_jobs_total', labels)).toBe(1);
    expect(sampleValue(text, 'evs_job_duration_seconds_count', labels)).toBe(1);
    expect(sampleValue(text, 'evs_job_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // The API process ran no job.
    expect(sampleValue(await scrapeApi(), 'evs_jobs_total')).toBeUndefined();
  });

  it('counts the webhook delivery by event and outcome, with its latency', async () => {
    // The attempt is recorded right after the receiver has answered.
    const text = await waitFor(scrapeWorker, (scraped) =>
      Boolean(sampleValue(scraped, 'evs_webhook_deliveries_total')),
    );
    expect(
      sampleValue(text, 'evs_webhook_deliveries_total', {
        event: 'toefl_evaluation',
        outcome: 'delivered',
      }),
    ).toBe(1);
    expect(
      sampleValue(text, 'evs_webhook_delivery_duration_seconds_count', { outcome: 'delivered' }),
    ).toBe(1);
  });

  it('reports the depth of every queue by state from either process, read on scrape', async () => {
    for (const text of [await scrapeApi(), await scrapeWorker()]) {
      for (const queue of Object.values(QUEUES)) {
        for (const state of QUEUE_STATES) {
          expect(sampleValue(text, 'evs_queue_jobs', { queue: queue.name, state })).toBe(0);
        }
      }
    }
  });

  it('serves both with process metrics and the fallback counters at zero', async () => {
    for (const text of [await scrapeApi(), await scrapeWorker()]) {
      expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sampleValue(text, 'evs_fallbacks_total', { fallback: 'daily_limit_open' })).toBe(0);
    }
  });

  it('asks both for METRICS_TOKEN, and keeps /metrics out of the API docs', async () => {
    await request(t.http).get('/metrics').expect(401);
    await request(workerUrl).get('/metrics').expect(401);
    await request(workerUrl)
      .get('/metrics')
      .set('Authorization', 'Bearer not-the-scrape-token')
      .expect(401, { message: 'Could not validate credentials', data: {}, status: '' });
    await request(workerUrl).get('/other').expect(404);
    const document = (await request(t.http).get('/docs-json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});
