import type { DataSource, EntityManager } from 'typeorm';
import { Metrics } from 'src/common/metrics/metrics.service';
import type { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';
import type { WebhooksConfig } from 'src/config/webhooks.config';
import {
  OutboxState,
  type WebhookOutbox,
} from 'src/modules/webhooks/entities/webhook-outbox.entity';
import type { WebhookSecretCipher } from 'src/modules/webhooks/services/webhook-secret-cipher.service';
import { WebhookDelivery } from 'src/modules/webhooks/services/webhook-delivery.service';
import { sampleValue } from 'test/support/metrics';

const ANSWER_SHEET = 'exam_evaluation_student_answer_sheet_evaluation';

/** What a query sees while MySQL is down. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });

/**
 * The delivery against an in-memory outbox row and a receiver that answers `statuses` in turn;
 * the first `outage.reads` reads and `outage.records` transactions fail as with MySQL down.
 */
function harness(event: string, statuses: number[], outage = { reads: 0, records: 0 }) {
  const row = {
    id: 'row-1',
    webhookId: 'hook-1',
    event,
    jobId: 'job-1',
    payload: { id: 'sheet-1', status: 'Completed', secret_hash: null },
    state: OutboxState.DISPATCHED,
    attempts: 0,
    maxAttempts: event === ANSWER_SHEET ? 2 : 1,
  } as unknown as WebhookOutbox;
  const attempts: Record<string, unknown>[] = [];
  const manager = {
    insert: jest.fn((_entity: unknown, values: Record<string, unknown>) => attempts.push(values)),
    update: jest.fn((_entity: unknown, _where: unknown, values: Partial<WebhookOutbox>) =>
      Object.assign(row, values),
    ),
  } as unknown as EntityManager;
  let { reads, records } = outage;
  const dataSource = {
    getRepository: () => ({
      findOneBy: () => (reads-- > 0 ? Promise.reject(refused()) : Promise.resolve({ ...row })),
      findOneByOrFail: () =>
        Promise.resolve({ id: 'hook-1', endpointUrl: 'https://r.example/', secretEncrypted: null }),
    }),
    transaction: (work: (manager: EntityManager) => Promise<void>) =>
      records-- > 0 ? Promise.reject(refused()) : work(manager),
  } as unknown as DataSource;
  const answers = [...statuses];
  const http = {
    request: jest.fn(() =>
      Promise.resolve({
        status: answers.shift(),
        headers: {},
        body: Buffer.from('no'),
        durationMs: 3,
      }),
    ),
  } as unknown as OutboundHttpClient;
  const metrics = new Metrics();
  const delivery = new WebhookDelivery(
    dataSource,
    http,
    {} as WebhookSecretCipher,
    { deliveryTimeoutMs: 5_000 } as WebhooksConfig,
    metrics,
  );
  return { row, attempts, http, delivery, metrics };
}

describe('WebhookDelivery retry path', () => {
  it('puts the answer-sheet event back in the outbox 5 s later after a 500, then gives up', async () => {
    const { row, attempts, delivery } = harness(ANSWER_SHEET, [500, 500]);
    const before = Date.now();
    await delivery.deliver(row.id);
    expect(row).toMatchObject({ state: OutboxState.PENDING, attempts: 1, lastStatusCode: 500 });
    expect(row.availableAt.getTime()).toBeGreaterThanOrEqual(before + 5_000);

    row.state = OutboxState.DISPATCHED; // the relay claims it again when due
    await delivery.deliver(row.id);
    expect(row).toMatchObject({ state: OutboxState.FAILED, attempts: 2 });
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500]);
  });

  it('stops after a 201 for the answer-sheet event', async () => {
    const { row, delivery } = harness(ANSWER_SHEET, [201]);
    await delivery.deliver(row.id);
    expect(row).toMatchObject({ state: OutboxState.DELIVERED, attempts: 1 });
  });

  it('records a 500 for any other event as final', async () => {
    const { row, attempts, http, delivery } = harness('toefl_evaluation', [500]);
    await delivery.deliver(row.id);
    expect(row).toMatchObject({ state: OutboxState.FAILED, attempts: 1 });
    expect(attempts).toHaveLength(1);
    expect(http.request).toHaveBeenCalledWith(
      'https://r.example/',
      expect.objectContaining({ method: 'POST', timeoutMs: 5_000, followRedirects: 0 }),
    );
  });

  it('counts each attempt by event and outcome and times it', async () => {
    const { row, delivery, metrics } = harness(ANSWER_SHEET, [500, 200]);
    await delivery.deliver(row.id);
    row.state = OutboxState.DISPATCHED;
    await delivery.deliver(row.id);
    const text = await metrics.scrape();
    const count = (outcome: string) =>
      sampleValue(text, 'evs_webhook_deliveries_total', { event: ANSWER_SHEET, outcome });
    expect([count('retry'), count('delivered')]).toEqual([1, 1]);
    expect(sampleValue(text, 'evs_webhook_delivery_duration_seconds_count')).toBe(2);
    // The receiver answered within 3 ms (the harness's durationMs).
    expect(sampleValue(text, 'evs_webhook_delivery_duration_seconds_bucket', { le: '0.05' })).toBe(
      2,
    );
  });

  it('does not send a row that is no longer claimed', async () => {
    const { row, http, delivery } = harness('toefl_evaluation', [200]);
    row.state = OutboxState.DELIVERED;
    await delivery.deliver(row.id);
    expect(http.request).not.toHaveBeenCalled();
  });

  describe('through a database outage', () => {
    const retried = async (metrics: Metrics) =>
      sampleValue(await metrics.scrape(), 'evs_fallbacks_total', {
        fallback: 'webhook_database_retried',
      });

    it('sends once and records the attempt when MySQL drops right after the send', async () => {
      const { row, attempts, http, delivery, metrics } = harness('toefl_evaluation', [200], {
        reads: 0,
        records: 2,
      });
      await delivery.deliver(row.id);
      // Not left dispatched, where the relay would claim it again and send a second copy.
      expect(row).toMatchObject({ state: OutboxState.DELIVERED, attempts: 1 });
      expect(http.request).toHaveBeenCalledTimes(1);
      expect(attempts).toHaveLength(1);
      expect(await retried(metrics)).toBe(2);
    });

    it('waits for MySQL before reading the event, then sends it', async () => {
      const { row, http, delivery } = harness('toefl_evaluation', [200], { reads: 1, records: 0 });
      await delivery.deliver(row.id);
      expect(row).toMatchObject({ state: OutboxState.DELIVERED, attempts: 1 });
      expect(http.request).toHaveBeenCalledTimes(1);
    });
  });
});
