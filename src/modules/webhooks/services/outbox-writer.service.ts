import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { JobEvents, type JobTerminalListener } from 'src/modules/jobs/services/job-events.service';
import { Webhook } from 'src/modules/webhooks/entities/webhook.entity';
import { OutboxState, WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';
import { retryPolicyFor } from 'src/modules/webhooks/events/retry-policy';
import { WebhookPayloads } from 'src/modules/webhooks/events/webhook-payloads.service';
import { OutboxSignal } from 'src/modules/webhooks/services/outbox-signal.service';

/**
 * Writes a finished job's event in the transaction that records its status, so the event exists
 * exactly when the status does; only the starter's registrations receive it.
 */
@Injectable()
export class OutboxWriter implements JobTerminalListener, OnModuleInit {
  constructor(
    private readonly events: JobEvents,
    private readonly signal: OutboxSignal,
    private readonly payloads: WebhookPayloads,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(this);
  }

  async onJobTerminal(job: Job, manager: EntityManager): Promise<void> {
    // Workers refuse to start without one, so this is a kind finishing where its family is absent.
    const builder = this.payloads.builderFor(job.kind);
    if (!builder) throw new Error(`No webhook payload builder for job kind ${job.kind}`);
    const template = await manager.findOneBy(WebhookTemplate, { name: job.kind });
    if (!template) return;
    const webhooks = await manager.find(Webhook, {
      where: { apiUserId: job.apiUserId, templateId: template.id },
    });
    if (webhooks.length === 0) return;
    const payload = await builder.build({ job, template, manager });
    const now = new Date();
    const maxAttempts = 1 + retryPolicyFor(job.kind).retries;
    await manager.insert(
      WebhookOutbox,
      webhooks.map((webhook) =>
        manager.create(WebhookOutbox, {
          id: randomUUID(),
          webhookId: webhook.id,
          event: job.kind,
          jobId: job.id,
          payload,
          state: OutboxState.PENDING,
          attempts: 0,
          maxAttempts,
          availableAt: now,
          dispatchedAt: null,
          finishedAt: null,
          lastStatusCode: null,
        }),
      ),
    );
    if (manager.queryRunner) this.signal.markWritten(manager.queryRunner.data);
  }
}
