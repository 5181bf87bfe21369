import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Metrics } from 'src/common/metrics/metrics.service';
import { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';
import {
  OutboundErrorCode,
  OutboundRequestError,
} from 'src/common/outbound/outbound-request.error';
import { type WebhooksConfig, webhooksConfig } from 'src/config/webhooks.config';
import { retryDatabaseWork } from 'src/modules/jobs/support/database-retry';
import { deliveryHeaders } from 'src/modules/webhooks/delivery/standard-webhooks';
import { Webhook } from 'src/modules/webhooks/entities/webhook.entity';
import { WebhookDeliveryAttempt } from 'src/modules/webhooks/entities/webhook-delivery-attempt.entity';
import { OutboxState, WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  type AttemptResult,
  nextStep,
  retryPolicyFor,
} from 'src/modules/webhooks/events/retry-policy';
import { WebhookSecretCipher } from 'src/modules/webhooks/services/webhook-secret-cipher.service';

const EXCERPT_BYTES = 1024;
/**
 * How long a send waits out a database outage: shorter than the relay's 60 s re-claim, so no event
 * is sent twice at once.
 */
const DATABASE_OUTAGE_MS = 40_000;
/** Receivers should answer briefly; a large answer is read only this far before giving up. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** Refusals that waiting cannot cure, so no retry is spent on them. */
const PERMANENT = new Set([
  OutboundErrorCode.BLOCKED_ADDRESS,
  OutboundErrorCode.SCHEME_NOT_ALLOWED,
  OutboundErrorCode.INVALID_URL,
]);

interface Sent extends AttemptResult {
  durationMs: number;
  error: string | null;
  excerpt: string | null;
}

/**
 * Sends one outbox row with the current secret, signed (Standard Webhooks), via the SSRF-safe
 * client; every attempt recorded.
 */
@Injectable()
export class WebhookDelivery {
  private readonly logger = new Logger(WebhookDelivery.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly http: OutboundHttpClient,
    private readonly cipher: WebhookSecretCipher,
    @Inject(webhooksConfig.KEY) private readonly config: WebhooksConfig,
    private readonly metrics: Metrics,
  ) {}

  async deliver(outboxId: string): Promise<void> {
    const found = await this.retryThroughOutage({ outboxId }, async () => {
      const row = await this.dataSource.getRepository(WebhookOutbox).findOneBy({ id: outboxId });
      // Finished, or claimed again and already handled: never send a row outside its claim.
      if (!row || row.state !== OutboxState.DISPATCHED) return null;
      const webhook = await this.dataSource.getRepository(Webhook).findOneByOrFail({
        id: row.webhookId,
      });
      return { row, webhook };
    });
    if (!found) return;
    const { row, webhook } = found;
    const secret = webhook.secretEncrypted ? this.cipher.decrypt(webhook.secretEncrypted) : null;
    const body = JSON.stringify({ ...row.payload, secret_hash: secret });
    const timestamp = Math.floor(Date.now() / 1000);
    const sent = await this.send(webhook.endpointUrl, {
      headers: deliveryHeaders(row.id, timestamp, body, secret),
      body,
    });
    await this.record(row, sent);
  }

  private async send(
    url: string,
    request: { headers: Record<string, string>; body: string },
  ): Promise<Sent> {
    const started = performance.now();
    try {
      const answer = await this.http.request(url, {
        method: 'POST',
        ...request,
        timeoutMs: this.config.deliveryTimeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
        followRedirects: 0,
      });
      return {
        statusCode: answer.status,
        retriable: true,
        durationMs: answer.durationMs,
        error: null,
        excerpt: excerpt(answer.body),
      };
    } catch (error) {
      if (!(error instanceof OutboundRequestError)) throw error;
      return {
        statusCode: null,
        retriable: !PERMANENT.has(error.code),
        durationMs: Math.round(performance.now() - started),
        error: `${error.code}: ${error.message}`.slice(0, 500),
        excerpt: null,
      };
    }
  }

  private async record(row: WebhookOutbox, sent: Sent): Promise<void> {
    const attempt = row.attempts + 1;
    const step = nextStep(retryPolicyFor(row.event), attempt, row.maxAttempts, sent);
    const now = new Date();
    await this.retryThroughOutage({ outboxId: row.id }, () =>
      this.dataSource.transaction(async (manager) => {
        await manager.insert(WebhookDeliveryAttempt, {
          id: randomUUID(),
          outboxId: row.id,
          webhookId: row.webhookId,
          attempt,
          statusCode: sent.statusCode,
          durationMs: sent.durationMs,
          error: sent.error,
          responseExcerpt: sent.excerpt,
        });
        await manager.update(
          WebhookOutbox,
          { id: row.id, state: OutboxState.DISPATCHED },
          {
            attempts: attempt,
            lastStatusCode: sent.statusCode,
            ...(step.kind === 'retry'
              ? {
                  state: OutboxState.PENDING,
                  availableAt: new Date(now.getTime() + step.delayMs),
                  dispatchedAt: null,
                }
              : {
                  state: step.kind === 'delivered' ? OutboxState.DELIVERED : OutboxState.FAILED,
                  finishedAt: now,
                }),
          },
        );
      }),
    );
    this.metrics.webhookAttempt(row.event, step.kind, sent.durationMs);
    if (sent.error) {
      this.logger.warn(
        { outboxId: row.id, event: row.event, attempt, error: sent.error },
        'Webhook not delivered',
      );
    }
  }

  private retryThroughOutage<T>(what: Record<string, unknown>, work: () => Promise<T>): Promise<T> {
    return retryDatabaseWork(work, this.logger, what, {
      giveUpAfterMs: DATABASE_OUTAGE_MS,
      onRetry: () => this.metrics.fallback('webhook_database_retried'),
    });
  }
}

function excerpt(body: Buffer): string | null {
  if (body.length === 0) return null;
  return body.subarray(0, EXCERPT_BYTES).toString('utf8');
}
