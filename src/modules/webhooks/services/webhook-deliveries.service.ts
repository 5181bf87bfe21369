import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, In } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import type { DeliveryAttemptDto, RedeliveryDto } from 'src/modules/webhooks/dto/delivery.dto';
import { WebhookDeliveryAttempt } from 'src/modules/webhooks/entities/webhook-delivery-attempt.entity';
import { OutboxState, WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  DELIVERY_IN_PROGRESS_MESSAGE,
  DELIVERY_NOT_FOUND_MESSAGE,
  WebhooksErrorCode,
  WebhooksException,
} from 'src/modules/webhooks/exceptions/webhooks.exception';
import { OutboxSignal } from 'src/modules/webhooks/services/outbox-signal.service';
import { WebhookRegistrations } from 'src/modules/webhooks/services/webhook-registrations.service';

const LATEST = 100;

/** The delivery log of a registration and manual redelivery. */
@Injectable()
export class WebhookDeliveries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: WebhookRegistrations,
    private readonly signal: OutboxSignal,
  ) {}

  /** The latest attempts, newest first. */
  async latest(user: AuthenticatedUser, webhookId: string): Promise<DeliveryAttemptDto[]> {
    const webhook = await this.registrations.require(user, webhookId);
    const attempts = await this.dataSource.getRepository(WebhookDeliveryAttempt).find({
      where: { webhookId: webhook.id },
      order: { createdAt: 'DESC', attempt: 'DESC' },
      take: LATEST,
    });
    const rows = await this.dataSource.getRepository(WebhookOutbox).find({
      where: { id: In([...new Set(attempts.map((attempt) => attempt.outboxId))]) },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return attempts.map((attempt) => {
      const row = byId.get(attempt.outboxId);
      return {
        delivery_id: attempt.outboxId,
        event: row?.event ?? '',
        job_id: row?.jobId ?? null,
        attempt: attempt.attempt,
        status_code: attempt.statusCode,
        duration_ms: attempt.durationMs,
        error: attempt.error,
        response_excerpt: attempt.responseExcerpt,
        delivery_status: row?.state ?? OutboxState.FAILED,
        created_at: attempt.createdAt.toISOString(),
      };
    });
  }

  /**
   * Sends a finished event once more, with the same `webhook-id` (receivers de-duplicate on it),
   * to the registration's current URL and secret.
   */
  async redeliver(
    user: AuthenticatedUser,
    webhookId: string,
    deliveryId: string,
  ): Promise<RedeliveryDto> {
    const webhook = await this.registrations.require(user, webhookId);
    const notFound = new WebhooksException(
      WebhooksErrorCode.DELIVERY_NOT_FOUND,
      DELIVERY_NOT_FOUND_MESSAGE,
    );
    if (!isUUID(deliveryId)) throw notFound;
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(WebhookOutbox, {
        where: { id: deliveryId, webhookId: webhook.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw notFound;
      if (row.state === OutboxState.PENDING || row.state === OutboxState.DISPATCHED) {
        throw new WebhooksException(
          WebhooksErrorCode.DELIVERY_IN_PROGRESS,
          DELIVERY_IN_PROGRESS_MESSAGE,
        );
      }
      await manager.update(
        WebhookOutbox,
        { id: row.id },
        {
          state: OutboxState.PENDING,
          availableAt: new Date(),
          maxAttempts: row.attempts + 1,
          dispatchedAt: null,
          finishedAt: null,
        },
      );
    });
    // Wakes the relay when this process runs one (APP_ROLE=all); workers also poll.
    this.signal.notify();
    return { delivery_id: deliveryId, delivery_status: OutboxState.PENDING };
  }
}
