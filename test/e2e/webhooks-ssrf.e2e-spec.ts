import request from 'supertest';
import { createSession } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { endJob, startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { waitFor } from 'test/support/wait-for';

/** Without an allow-list, loopback is not a public address: registered, but never sent there. */
describe('Webhook delivery to a private address', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  const env = { ...process.env };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    process.env = env;
  });

  it('refuses https://127.0.0.1 at delivery and records why', async () => {
    const session = await createSession(t.app);
    const templates = await request(t.http)
      .get('/webhooks/v1/webhook-api-templates/')
      .set(session.auth)
      .expect(200);
    const template = (templates.body as { id: string; name: string }[]).find(
      (item) => item.name === 'toefl_evaluation',
    )!;
    const created = await request(t.http)
      .post('/webhooks/v1/webhook/')
      .set(session.auth)
      .send({ api_template: template.id, endpoint_url: `${receiver.url}/private` })
      .expect(201);
    const job = await endJob(t.app, session.token, 'toefl_evaluation', 'completed');

    const deliveries = await waitFor(
      async () =>
        (
          await request(t.http)
            .get(`/webhooks/v1/webhook/${created.body.id}/deliveries/`)
            .set(session.auth)
            .expect(200)
        ).body as Record<string, unknown>[],
      (items) => items.length > 0 && items[0].delivery_status === 'failed',
    );
    expect(deliveries).toEqual([
      expect.objectContaining({
        job_id: job.id,
        status_code: null,
        error: expect.stringMatching(/^BLOCKED_ADDRESS: .*not public/),
        delivery_status: 'failed',
      }),
    ]);
    expect(receiver.received).toEqual([]);
  });
});
