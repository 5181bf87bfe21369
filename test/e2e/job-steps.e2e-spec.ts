import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { REDIS } from 'src/common/redis/redis.module';
import { type Job, Job as JobEntity, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';
import { Webhook } from 'src/modules/webhooks/entities/webhook.entity';
import { WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';
import { type ChildWorker, startChildWorker } from 'test/support/child-worker';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import {
  COUNT_WORDS,
  SHOUT_TEXT,
  TWO_STEP_KINDS,
  type TwoStepInput,
  TwoStepJobsModule,
} from 'test/support/two-step-family';
import { waitFor } from 'test/support/wait-for';
import { ownerOf, startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';

/**
 * Steps of a family, with the API in this process and workers as separate processes (as
 * deployed): step two starts from step one's outcome, retries alone, survives its worker's death;
 * a worker whose family lacks a processor refuses to start.
 */
describe('multi-step jobs (a two-step family defined in test code)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let session: Session;
  let redis: Redis;
  let worker: ChildWorker;
  const env = { ...process.env };

  const jobsOf = (subjectId: string) =>
    t.app
      .get(DataSource)
      .getRepository(JobEntity)
      .find({
        where: { subjectId },
        order: { createdAt: 'ASC' },
      });
  const bothEnded = (subjectId: string, timeoutMs = 60_000) =>
    waitFor(
      async () => {
        const jobs = await jobsOf(subjectId);
        return jobs.length === 2 && jobs.every((job) => job.isTerminal) ? jobs : undefined;
      },
      { timeoutMs, what: `both steps of ${subjectId} to end` },
    );
  const stepOf = (jobs: Job[], kind: { name: string }) =>
    jobs.find((job) => job.kind === kind.name)!;
  const hooksFor = (subjectId: string) =>
    receiver.at('/steps').filter((hook) => hook.json.id === subjectId);
  /** Waits until the outbox rows of the subject's steps are sent, then returns what arrived. */
  const deliveredFor = async (jobs: Job[], timeoutMs = 20_000) => {
    await waitFor(
      async () => {
        const rows = await t.app
          .get(DataSource)
          .getRepository(WebhookOutbox)
          .findBy({ jobId: In(jobs.map((job) => job.id)) });
        return rows.length === jobs.length && rows.every((row) => row.finishedAt)
          ? rows
          : undefined;
      },
      { timeoutMs, what: 'the step events to be sent' },
    );
    return hooksFor(jobs[0].subjectId);
  };

  const submit = async (input: TwoStepInput) => {
    const submitted = await t.app.get(JobSubmitter).submit({
      kind: COUNT_WORDS,
      owner: ownerOf(session.token),
      input,
    });
    return submitted.subjectId;
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp({ role: 'api', imports: [TwoStepJobsModule] });
    redis = t.app.get<Redis>(REDIS);
    const templates = t.app.get(DataSource).getRepository(WebhookTemplate);
    await templates.insert(
      TWO_STEP_KINDS.map((kind, index) => ({
        id: randomUUID(),
        name: kind.name,
        displayName: `Test step ${index + 1}`,
        description: null,
        position: 900 + index,
      })),
    );
    session = await createSession(t.app);
    for (const template of await templates.findBy({
      name: In(TWO_STEP_KINDS.map((k) => k.name)),
    })) {
      await request(t.http)
        .post('/webhooks/v1/webhook/')
        .set(session.auth)
        .send({ api_template: template.id, endpoint_url: `${receiver.url}/steps` })
        .expect(201);
    }
    worker = startChildWorker('two-step-worker.ts');
    await worker.ready(redis);
  }, 90_000);

  afterAll(async () => {
    await worker?.kill();
    const dataSource = t.app.get(DataSource);
    const templates = await dataSource
      .getRepository(WebhookTemplate)
      .findBy({ name: In(TWO_STEP_KINDS.map((kind) => kind.name)) });
    const webhooks = await dataSource
      .getRepository(Webhook)
      .findBy({ templateId: In(templates.map((template) => template.id)) });
    if (webhooks.length > 0) {
      await dataSource
        .getRepository(WebhookOutbox)
        .delete({ webhookId: In(webhooks.map((w) => w.id)) });
      await dataSource.getRepository(Webhook).delete({ id: In(webhooks.map((w) => w.id)) });
    }
    await dataSource.getRepository(WebhookTemplate).delete({ id: In(templates.map((t) => t.id)) });
    await t.close();
    await receiver.close();
    process.env = env;
  });

  it('starts step two from step one’s outcome at once, and sends each step’s webhook once', async () => {
    const subjectId = await submit({ text: 'the cat sat on the mat', stepTwo: 'succeed' });
    const jobs = await bothEnded(subjectId);
    const one = stepOf(jobs, COUNT_WORDS);
    const two = stepOf(jobs, SHOUT_TEXT);
    expect(one).toMatchObject({ status: JobStatus.COMPLETED, result: { words: 6 }, attempts: 1 });
    expect(two).toMatchObject({
      status: JobStatus.COMPLETED,
      parentId: one.id,
      result: { text: 'THE CAT SAT ON THE MAT' },
      attempts: 1,
    });
    // Enqueued after step one's commit, not found 30 s later by the sweep.
    expect(two.startedAt!.getTime() - one.finishedAt!.getTime()).toBeLessThan(1_000);

    const hooks = await deliveredFor(jobs);
    expect(hooks.map((hook) => hook.json.name).sort()).toEqual([COUNT_WORDS.name, SHOUT_TEXT.name]);
    expect(hooks.map((hook) => hook.json)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: subjectId, name: COUNT_WORDS.name, status: 'Completed' }),
        expect.objectContaining({ id: subjectId, name: SHOUT_TEXT.name, status: 'Completed' }),
      ]),
    );
  });

  it('retries only step two after its transient failure', async () => {
    const subjectId = await submit({ text: 'rivers carve valleys', stepTwo: 'fail-once' });
    const jobs = await bothEnded(subjectId);
    expect(stepOf(jobs, COUNT_WORDS)).toMatchObject({ status: JobStatus.COMPLETED, attempts: 1 });
    expect(stepOf(jobs, SHOUT_TEXT)).toMatchObject({
      status: JobStatus.COMPLETED,
      attempts: 2,
      errorMessage: null,
      result: { text: 'RIVERS CARVE VALLEYS' },
    });
    const hooks = await deliveredFor(jobs);
    expect(hooks).toHaveLength(2);
  });

  it('finishes step two on another worker when its worker is killed mid-step', async () => {
    const subjectId = await submit({ text: 'light bends in water', stepTwo: 'hold' });
    await waitFor(
      async () => {
        const two = (await jobsOf(subjectId)).find((job) => job.kind === SHOUT_TEXT.name);
        return two?.status === JobStatus.RUNNING ? two : undefined;
      },
      { timeoutMs: 20_000, what: 'step two to run' },
    );
    expect(await worker.kill('SIGKILL')).toBeNull();
    worker = startChildWorker('two-step-worker.ts');

    const jobs = await bothEnded(subjectId, 90_000);
    expect(stepOf(jobs, SHOUT_TEXT)).toMatchObject({
      status: JobStatus.COMPLETED,
      attempts: 2,
      result: { text: 'LIGHT BENDS IN WATER' },
    });
    // The killed worker's relay may have claimed step one's event and died before sending it:
    // another relay claims such a row again once it is a minute old (dispatchStaleMs).
    const hooks = await deliveredFor(jobs, 90_000);
    expect(hooks.filter((hook) => hook.json.name === SHOUT_TEXT.name)).toHaveLength(1);
  }, 240_000);

  it('refuses to start a worker whose family declares a kind with no processor, in one line', async () => {
    const orphan = startChildWorker('two-step-worker.ts', { WITH_ORPHAN_KIND: '1' });
    expect(await orphan.exited).toBe(1);
    expect(orphan.stderr().trim().split('\n')).toEqual([
      'Cannot start: No processor for job kind(s) "test_orphan_step": ' +
        'register a @ProcessJobs provider in the family worker module',
    ]);
  }, 60_000);
});
