import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import { JobEvents, type JobTerminalListener } from 'src/modules/jobs/services/job-events.service';
import { Webhook } from 'src/modules/webhooks/entities/webhook.entity';
import { OutboxState, WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';
import { retryPolicyFor } from 'src/modules/webhooks/events/retry-policy';
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
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(this);
  }

  async onJobTerminal(job: Job, manager: EntityManager): Promise<void> {
    // A kind ending in a process that does not load its family: a wiring bug, not a lost event.
    const kind = this.registry.kind(job.kind);
    if (!kind) throw new Error(`Job kind ${job.kind} is not declared in this process`);
    const template = await manager.findOneBy(WebhookTemplate, { name: job.kind });
    if (!template) return;
    const webhooks = await manager.find(Webhook, {
      where: { apiUserId: job.apiUserId, templateId: template.id },
    });
    if (webhooks.length === 0) return;
    const payload = await kind.payload({ job, template, manager });
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
