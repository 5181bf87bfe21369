import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { JobEvents, type JobTerminalListener } from 'src/modules/jobs/services/job-events.service';
import { Webhook } from 'src/modules/webhooks/entities/webhook.entity';
import { OutboxState, WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { WebhookTemplate } from 'src/modules/webhooks/entities/webhook-template.entity';
import { payloadBuilderFor } from 'src/modules/webhooks/events/event-payloads';
import { retryPolicyFor } from 'src/modules/webhooks/events/retry-policy';
import { OutboxSignal } from 'src/modules/webhooks/services/outbox-signal';

/**
 * Writes the event of a finished job into the outbox, in the transaction that records the job's
 * status: the event exists exactly when the status does, whatever crashes afterwards. Only the
 * registrations of the API user who started the job receive it (SPEC.md Events, rule 6).
 */
@Injectable()
export class OutboxWriter implements JobTerminalListener, OnModuleInit {
  private readonly logger = new Logger(OutboxWriter.name);

  constructor(
    private readonly events: JobEvents,
    private readonly signal: OutboxSignal,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(this);
  }

  async onJobTerminal(job: Job, manager: EntityManager): Promise<void> {
    const template = await manager.findOneBy(WebhookTemplate, { name: job.kind });
    if (!template) return;
    const webhooks = await manager.find(Webhook, {
      where: { apiUserId: job.apiUserId, templateId: template.id },
    });
    if (webhooks.length === 0) return;
    const build = payloadBuilderFor(job.kind);
    if (!build) {
      this.logger.warn({ event: job.kind, jobId: job.id }, 'No payload shape for this event yet');
      return;
    }
    const payload = build({ job, template });
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
