import { getQueueToken } from '@nestjs/bull';
import type { INestApplication } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Queue } from 'bull';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource, In } from 'typeorm';
import { ApiModule } from 'src/api.module';
import { WorkerModule } from 'src/worker.module';
import { applyHttpPipeline } from 'src/common/http/configure-app';
import { QUEUES } from 'src/modules/jobs/queues';
import { OutboxState, WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { createSession, type Session } from 'test/support/session';
import { endJob, startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { waitFor } from 'test/support/wait-for';

/**
 * The outbox across processes: an API-only process ends jobs while no worker runs, then worker
 * processes (each its own Nest container, Bull clients and relay) start and deliver.
 */
describe('Webhook outbox across API and worker processes', () => {
  let api: INestApplication;
  let http: App;
  let receiver: WebhookReceiver;
  let session: Session;
  let webhookId: string;
  const env = { ...process.env };
  const workers: TestingModule[] = [];

  const rows = () =>
    api.get(DataSource).getRepository(WebhookOutbox).find({ where: { webhookId } });

  /** A worker process; `spy` runs before its relay starts. */
  async function startWorker(spy?: (worker: TestingModule) => void): Promise<TestingModule> {
    const worker = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
    worker.useLogger(false);
    spy?.(worker);
    workers.push(worker);
    await worker.init();
    return worker;
  }
  const stopWorkers = async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_BATCH = '7';
    const moduleRef = await Test.createTestingModule({ imports: [ApiModule] }).compile();
    api = moduleRef.createNestApplication({ bodyParser: false, logger: false });
    applyHttpPipeline(api);
    await api.init();
    http = api.getHttpServer() as App;
    session = await createSession(api);
    const templates = await request(http)
      .get('/webhooks/v1/webhook-api-templates/')
      .set(session.auth)
      .expect(200);
    const template = (templates.body as { id: string; name: string }[]).find(
      (item) => item.name === 'generic_evaluation',
    )!;
    const created = await request(http)
      .post('/webhooks/v1/webhook/')
      .set(session.auth)
      .send({ api_template: template.id, endpoint_url: `${receiver.url}/outbox`, secret_hash: 's' })
      .expect(201);
    webhookId = created.body.id as string;
  });
  afterEach(stopWorkers);
  afterAll(async () => {
    await api.close();
    await receiver.close();
    process.env = env;
  });

  it('keeps events committed while no worker runs and delivers them when one starts', async () => {
    const job = await endJob(api, session.token, 'generic_evaluation', 'completed');
    const [row] = (await rows()).filter((item) => item.jobId === job.id);
    expect(row.state).toBe(OutboxState.PENDING);
    expect(receiver.at('/outbox')).toHaveLength(0);

    await startWorker();
    await waitFor(
      async () => (await rows()).find((item) => item.id === row.id)!,
      (item) => item.state === OutboxState.DELIVERED,
    );
    expect(receiver.at('/outbox').map((hook) => hook.headers['webhook-id'])).toEqual([row.id]);
  });

  it('sends a row whose worker died after claiming it, once a worker runs again', async () => {
    const job = await endJob(api, session.token, 'generic_evaluation', 'failed');
    const [row] = (await rows()).filter((item) => item.jobId === job.id);
    // What a relay that claimed the row and then died leaves behind (no Bull job either).
    await api
      .get(DataSource)
      .getRepository(WebhookOutbox)
      .update(row.id, {
        state: OutboxState.DISPATCHED,
        dispatchedAt: new Date(Date.now() - 120_000),
      });

    await startWorker();
    await waitFor(
      async () => (await rows()).find((item) => item.id === row.id)!,
      (item) => item.state === OutboxState.DELIVERED,
    );
    const hooks = receiver.at('/outbox').filter((hook) => hook.headers['webhook-id'] === row.id);
    expect(hooks).toHaveLength(1);
    expect(hooks[0].json).toMatchObject({ id: job.subjectId, status: 'Failed' });
  });

  it('never hands one row to two relays running together', async () => {
    // With WEBHOOK_RELAY_BATCH=7 the two relays make at least nine competing claims.
    const count = 60;
    for (let i = 0; i < count; i++) {
      await endJob(api, session.token, 'generic_evaluation', 'completed');
    }
    const pending = (await rows()).filter((item) => item.state === OutboxState.PENDING);
    expect(pending).toHaveLength(count);

    const claimedBy: string[][] = [[], []];
    const spyOnQueue = (index: number) => (worker: TestingModule) => {
      const queue = worker.get<Queue>(getQueueToken(QUEUES.webhookDeliveries.name));
      const addBulk = queue.addBulk.bind(queue);
      jest.spyOn(queue, 'addBulk').mockImplementation((jobs) => {
        claimedBy[index].push(...jobs.map((job) => String(job.opts?.jobId)));
        return addBulk(jobs);
      });
    };
    await Promise.all([startWorker(spyOnQueue(0)), startWorker(spyOnQueue(1))]);

    const ids = pending.map((row) => row.id);
    await waitFor(
      () =>
        api
          .get(DataSource)
          .getRepository(WebhookOutbox)
          .countBy({ id: In(ids), state: OutboxState.DELIVERED }),
      (delivered) => delivered === count,
      // Generous: a loaded CI machine; the assertion is about duplicates, not speed.
      { timeoutMs: 90_000 },
    );
    const [first, second] = claimedBy;
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect([...first, ...second].sort()).toEqual([...ids].sort());
    const sent = receiver
      .at('/outbox')
      .map((hook) => String(hook.headers['webhook-id']))
      .filter((id) => ids.includes(id));
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
  }, 150_000);

  it('sends a re-claimed row whose earlier Bull job was left in no list', async () => {
    const job = await endJob(api, session.token, 'generic_evaluation', 'completed');
    const [row] = (await rows()).filter((item) => item.jobId === job.id);
    // What Bull can leave after a Redis restart or a false stall: the job's hash under the row's
    // id, in no list, so an add under that id is a no-op and nothing would ever run it.
    const queue = api.get<Queue>(getQueueToken(QUEUES.webhookDeliveries.name));
    await queue.add({ outboxId: row.id }, { jobId: row.id });
    await queue.client.lrem(queue.toKey('wait'), 0, row.id);
    expect(await (await queue.getJob(row.id))!.getState()).toBe('stuck');
    await api
      .get(DataSource)
      .getRepository(WebhookOutbox)
      .update(row.id, {
        state: OutboxState.DISPATCHED,
        dispatchedAt: new Date(Date.now() - 120_000),
      });

    await startWorker();
    await waitFor(
      async () => (await rows()).find((item) => item.id === row.id)!,
      (item) => item.state === OutboxState.DELIVERED,
      { timeoutMs: 30_000, what: 'the re-claimed row to be delivered' },
    );
    const hooks = receiver.at('/outbox').filter((hook) => hook.headers['webhook-id'] === row.id);
    expect(hooks).toHaveLength(1);
  });
});
