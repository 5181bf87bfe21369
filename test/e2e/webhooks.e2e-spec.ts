import { createHmac } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { WebhookTemplates } from 'src/modules/webhooks/services/webhook-templates.service';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import {
  endJob,
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from 'test/support/webhook-receiver';
import { waitFor } from 'test/support/wait-for';

interface Template {
  id: string;
  name: string;
  display_name: string;
  description: string | null;
}

/** What a receiver does with `webhook-signature` (Standard Webhooks, UTF-8 secret). */
function signatureValid(hook: ReceivedWebhook, secret: string): boolean {
  const id = String(hook.headers['webhook-id']);
  const timestamp = String(hook.headers['webhook-timestamp']);
  const expected = createHmac('sha256', secret)
    .update(`${id}.${timestamp}.${hook.body}`)
    .digest('base64');
  return String(hook.headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

describe('Webhooks', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let templates: Template[];
  let alice: Session;
  const env = { ...process.env };

  const template = (name: string) => templates.find((item) => item.name === name)!;
  const register = (session: Session, body: Record<string, unknown>) =>
    request(t.http).post('/webhooks/v1/webhook/').set(session.auth).send(body);
  const outboxOf = (webhookId: string) =>
    t.app.get(DataSource).getRepository(WebhookOutbox).findBy({ webhookId });
  const finished = (webhookId: string, count = 1) =>
    waitFor(
      () => outboxOf(webhookId),
      (rows) => rows.length === count && rows.every((row) => row.finishedAt !== null),
    );

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp();
    alice = await createSession(t.app);
    const response = await request(t.http)
      .get('/webhooks/v1/webhook-api-templates/')
      .set(alice.auth)
      .expect(200);
    templates = response.body as Template[];
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    process.env = env;
  });

  describe('templates', () => {
    it('lists one template per documented event plus the evaluation and erasure events', () => {
      expect(templates).toHaveLength(22);
      expect(template('toefl_evaluation')).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'toefl_evaluation',
        display_name: 'TOEFL writing evaluation',
        description: expect.any(String),
      });
      expect(templates.map((item) => item.name)).toEqual(
        expect.arrayContaining([
          'exam_evaluation_student_answer_sheet_evaluation',
          'class_track_analysis',
          'ielts_evaluation',
          'generic_evaluation',
          'student_data_erased',
          'resource_erased',
        ]),
      );
    });

    it('shows a restricted client only its templates, and refuses the others', async () => {
      const bob = await createSession(t.app);
      await t.app.get(WebhookTemplates).restrict(bob.clientId, ['ielts_evaluation']);
      const response = await request(t.http)
        .get('/webhooks/v1/webhook-api-templates')
        .set(bob.auth)
        .expect(200);
      expect(response.body).toEqual([template('ielts_evaluation')]);
      const refused = await register(bob, {
        api_template: template('toefl_evaluation').id,
        endpoint_url: `${receiver.url}/bob`,
      }).expect(400);
      expect(Object.keys(refused.body.error.message)).toEqual(['api_template']);
    });

    it('answers 403 with detail without a token (code family)', async () => {
      const response = await request(t.http).get('/webhooks/v1/webhook-api-templates/').expect(403);
      expect(response.body).toEqual({ detail: expect.any(String) });
    });
  });

  describe('registrations', () => {
    it('registers, lists, replaces and never echoes the secret', async () => {
      const session = await createSession(t.app);
      const created = await register(session, {
        api_template: template('generic_evaluation').id,
        endpoint_url: 'https://school.example.com/hooks',
        secret_hash: 'top-secret',
      }).expect(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        api_template: template('generic_evaluation'),
        endpoint_url: 'https://school.example.com/hooks',
        has_secret: true,
        status: 'enabled',
        created_at: expect.any(String),
      });
      expect(JSON.stringify(created.body)).not.toContain('top-secret');

      const patched = await request(t.http)
        .patch(`/webhooks/v1/webhook/${created.body.id}/`)
        .set(session.auth)
        .send({ endpoint_url: 'https://school.example.com/v2' })
        .expect(200);
      expect(patched.body).toMatchObject({
        endpoint_url: 'https://school.example.com/v2',
        has_secret: false,
      });

      const listed = await request(t.http)
        .get('/webhooks/v1/webhook/')
        .set(session.auth)
        .expect(200);
      expect(listed.body).toEqual([patched.body]);
    });

    it('keys field errors: non-https endpoint_url, unknown api_template', async () => {
      const session = await createSession(t.app);
      const http = await register(session, {
        api_template: template('toefl_evaluation').id,
        endpoint_url: 'http://school.example.com/hooks',
      }).expect(400);
      expect(http.body).toEqual({
        error: { code: 400, message: { endpoint_url: [expect.stringContaining('https://')] } },
      });
      const unknown = await register(session, {
        api_template: '00000000-0000-4000-8000-000000000000',
        endpoint_url: 'https://school.example.com/hooks',
      }).expect(400);
      expect(unknown.body.error.message).toEqual({ api_template: [expect.any(String)] });
    });

    it('allows one webhook per event per API user', async () => {
      const session = await createSession(t.app);
      const body = {
        api_template: template('ielts_evaluation').id,
        endpoint_url: 'https://school.example.com/a',
      };
      await register(session, body).expect(201);
      const second = await register(session, {
        ...body,
        endpoint_url: 'https://x.example.com/',
      }).expect(400);
      expect(second.body).toEqual({
        error: { code: 400, message: { non_field_errors: ['Webhook already exists'] } },
      });
    });

    it("hides another user's registration (404) and has no delete", async () => {
      const owner = await createSession(t.app);
      const other = await createSession(t.app);
      const created = await register(owner, {
        api_template: template('toefl_evaluation').id,
        endpoint_url: 'https://school.example.com/a',
      }).expect(201);
      const path = `/webhooks/v1/webhook/${created.body.id}/`;
      await request(t.http)
        .patch(path)
        .set(other.auth)
        .send({ endpoint_url: 'https://evil.example.com/' })
        .expect(404);
      await request(t.http).get(`${path}deliveries/`).set(other.auth).expect(404);
      await request(t.http).delete(path).set(owner.auth).expect(404);
    });
  });

  describe('delivery', () => {
    let webhookId: string;
    const secret = 'alice-secret';

    beforeAll(async () => {
      const created = await register(alice, {
        api_template: template('toefl_evaluation').id,
        endpoint_url: `${receiver.url}/alice`,
        secret_hash: secret,
      }).expect(201);
      webhookId = created.body.id as string;
    });

    it('sends a completed TOEFL evaluation once, with payload, secret_hash and a valid signature', async () => {
      const submitted = await request(t.http)
        .post('/v1/toefl/evaluation')
        .set(alice.auth)
        .set('accept', 'application/json')
        .send({
          client_id: alice.clientId,
          student_id: 'student-1',
          student_name: 'Asha Verma',
          exam_type: 'IB',
          evaluation_text: [
            {
              question_id: 'q-1',
              question_type: 'TF-IB-W-02',
              question_text: 'Should universities require community service?',
              answer_text:
                'I believe universities should require community service. It teaches students responsibility and connects them with their neighbours. For example, volunteering at a library helps children read.',
            },
          ],
        })
        .expect(200);
      const evaluationId = submitted.body.data[0].evaluation_id as string;
      const [hook] = await waitFor(
        () => receiver.at('/alice').filter((item) => item.json.id === evaluationId),
        (hooks) => hooks.length > 0,
        { timeoutMs: 60_000 },
      );
      expect(hook.json).toEqual({
        id: evaluationId,
        name: 'toefl_evaluation',
        display_name: 'TOEFL writing evaluation',
        secret_hash: secret,
        status: 'Completed',
      });
      expect(hook.headers['content-type']).toBe('application/json');
      expect(Number(hook.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
      expect(signatureValid(hook, secret)).toBe(true);
      await finished(webhookId);
      expect(receiver.at('/alice').filter((item) => item.json.id === evaluationId)).toHaveLength(1);
    });

    it('sends a failed evaluation once with status Failed', async () => {
      const job = await endJob(t.app, alice.token, 'toefl_evaluation', 'failed');
      const [row] = await waitFor(
        async () => (await outboxOf(webhookId)).filter((item) => item.jobId === job.id),
        (rows) => rows.length === 1 && rows[0].finishedAt !== null,
      );
      const hooks = receiver.at('/alice').filter((item) => item.headers['webhook-id'] === row.id);
      expect(hooks).toHaveLength(1);
      expect(hooks[0].json).toEqual({
        id: job.subjectId,
        name: 'toefl_evaluation',
        display_name: 'TOEFL writing evaluation',
        secret_hash: secret,
        status: 'Failed',
      });
      expect(signatureValid(hooks[0], secret)).toBe(true);
      expect(signatureValid(hooks[0], 'another-secret')).toBe(false);
    });

    it("sends nothing to a second API user's registration for the first user's jobs", async () => {
      const bob = await createSession(t.app);
      const bobs = await register(bob, {
        api_template: template('toefl_evaluation').id,
        endpoint_url: `${receiver.url}/bob-toefl`,
      }).expect(201);
      const before = (await outboxOf(webhookId)).length;
      const job = await endJob(t.app, alice.token, 'toefl_evaluation', 'completed');
      await finished(webhookId, before + 1);
      expect(receiver.at('/alice').some((item) => item.json.id === job.subjectId)).toBe(true);
      expect(await outboxOf(bobs.body.id as string)).toEqual([]);
      expect(receiver.at('/bob-toefl')).toEqual([]);
    });

    it('sends without secret_hash or signature when no secret is registered', async () => {
      const session = await createSession(t.app);
      const created = await register(session, {
        api_template: template('ielts_evaluation').id,
        endpoint_url: `${receiver.url}/plain`,
      }).expect(201);
      await endJob(t.app, session.token, 'ielts_evaluation', 'completed');
      await finished(created.body.id as string);
      const [hook] = receiver.at('/plain');
      expect(hook.json.secret_hash).toBeNull();
      expect(hook.headers['webhook-signature']).toBeUndefined();
    });

    it('does not retry a receiver that answers 500, and shows the attempt', async () => {
      const session = await createSession(t.app);
      receiver.on('/broken', { status: 500 });
      const created = await register(session, {
        api_template: template('generic_evaluation').id,
        endpoint_url: `${receiver.url}/broken`,
      }).expect(201);
      const job = await endJob(t.app, session.token, 'generic_evaluation', 'completed');
      const [row] = await finished(created.body.id as string);
      expect(row).toMatchObject({ state: 'failed', attempts: 1, lastStatusCode: 500 });
      expect(receiver.at('/broken')).toHaveLength(1);
      const deliveries = await request(t.http)
        .get(`/webhooks/v1/webhook/${created.body.id}/deliveries/`)
        .set(session.auth)
        .expect(200);
      expect(deliveries.body).toEqual([
        expect.objectContaining({
          delivery_id: row.id,
          event: 'generic_evaluation',
          job_id: job.id,
          attempt: 1,
          status_code: 500,
          duration_ms: expect.any(Number),
          error: null,
          response_excerpt: 'answer 500',
          delivery_status: 'failed',
        }),
      ]);
    });

    it('redelivers a finished event with the same webhook-id', async () => {
      const session = await createSession(t.app);
      receiver.on('/redeliver', { status: 503 });
      const created = await register(session, {
        api_template: template('generic_evaluation').id,
        endpoint_url: `${receiver.url}/redeliver`,
      }).expect(201);
      await endJob(t.app, session.token, 'generic_evaluation', 'failed');
      const [row] = await finished(created.body.id as string);
      receiver.on('/redeliver', { status: 200 });
      const base = `/webhooks/v1/webhook/${created.body.id}/deliveries`;
      await request(t.http)
        .post(`${base}/${row.id}/redeliver/`)
        .set(session.auth)
        .expect(202, { delivery_id: row.id, delivery_status: 'pending' });
      const hooks = await waitFor(
        () => receiver.at('/redeliver'),
        (items) => items.length === 2,
      );
      expect(hooks.map((hook) => hook.headers['webhook-id'])).toEqual([row.id, row.id]);
      const [latest] = await finished(created.body.id as string);
      expect(latest).toMatchObject({ state: 'delivered', attempts: 2 });
      await request(t.http)
        .post(`${base}/00000000-0000-4000-8000-000000000000/redeliver/`)
        .set(session.auth)
        .expect(404);
    });

    it('cuts a receiver that does not answer at 5 s and records the timeout', async () => {
      const session = await createSession(t.app);
      receiver.on('/hang', 'hang');
      const created = await register(session, {
        api_template: template('generic_evaluation').id,
        endpoint_url: `${receiver.url}/hang`,
      }).expect(201);
      await endJob(t.app, session.token, 'generic_evaluation', 'completed');
      const [row] = await finished(created.body.id as string);
      expect(row.state).toBe('failed');
      const deliveries = await request(t.http)
        .get(`/webhooks/v1/webhook/${created.body.id}/deliveries/`)
        .set(session.auth)
        .expect(200);
      expect(deliveries.body[0]).toMatchObject({
        status_code: null,
        error: expect.stringMatching(/^TIMEOUT/),
      });
      expect(deliveries.body[0].duration_ms).toBeGreaterThanOrEqual(4_900);
      expect(deliveries.body[0].duration_ms).toBeLessThan(6_500);
      expect(receiver.at('/hang')).toHaveLength(1);
    });
  });
});
