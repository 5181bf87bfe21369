import { InjectQueue } from '@nestjs/bull';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource, In } from 'typeorm';
import { type WebhooksConfig, webhooksConfig } from 'src/config/webhooks.config';
import { QUEUES } from 'src/modules/jobs/queues';
import { isLeftover } from 'src/modules/jobs/services/job-dispatcher.service';
import { OutboxState, WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { OutboxSignal } from 'src/modules/webhooks/services/outbox-signal.service';

/** What travels through Redis: only the outbox row id. */
export interface DeliveryMessage {
  outboxId: string;
}

/**
 * Moves due outbox rows to the delivery queue. `FOR UPDATE SKIP LOCKED` keeps relays apart; the
 * Bull job id is the row id, so a re-claimed row is not queued twice.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private again = false;
  private stopped = false;
  /** An outage is logged when it starts and when it ends, not on every poll in between. */
  private failing = false;
  private unsubscribe?: () => void;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.webhookDeliveries.name) private readonly queue: Queue<DeliveryMessage>,
    private readonly signal: OutboxSignal,
    @Inject(webhooksConfig.KEY) private readonly config: WebhooksConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.signal.onCommitted(() => this.poke());
    this.timer = setInterval(() => this.poke(), this.config.relayIntervalMs);
    this.poke();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.draining;
  }

  /** Runs a drain now, or right after the running one (a commit may have come mid-claim). */
  poke(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private async drain(): Promise<void> {
    try {
      let claimed: number;
      do {
        this.again = false;
        claimed = await this.relayOnce();
      } while (!this.stopped && (claimed === this.config.relayBatch || this.again));
      if (this.failing) this.logger.log('Webhook relay is handing rows to the queue again');
      this.failing = false;
    } catch (error) {
      // The next tick tries again; rows stay pending (or dispatched, and are re-claimed).
      if (!this.failing) {
        this.logger.warn({ err: error }, 'Webhook relay could not hand rows to the queue');
      }
      this.failing = true;
    }
  }

  /** Claims one batch and queues it; returns how many rows it claimed. */
  async relayOnce(now = new Date()): Promise<number> {
    const { due, lost } = await this.claim(now);
    await this.clearLeftovers(lost);
    const ids = [...due, ...lost];
    if (ids.length === 0) return 0;
    await this.queue.addBulk(
      ids.map((outboxId) => ({
        data: { outboxId },
        opts: { ...QUEUES.webhookDeliveries.jobOptions, jobId: outboxId },
      })),
    );
    return ids.length;
  }

  /**
   * Bull can leave a finished job's hash under the row's id (a stalled job that finished after
   * all), making a re-add a no-op forever; remove those, leave waiting or running ones.
   */
  private async clearLeftovers(ids: string[]): Promise<void> {
    for (const id of ids) {
      const job = await this.queue.getJob(id);
      if (job && (await isLeftover(job))) await job.remove();
    }
  }

  /**
   * Due rows, then rows claimed long ago that never finished (a worker or Redis lost them). Two
   * range reads on (state, available_at) rather than one OR, which would scan and lock the table.
   */
  private claim(now: Date): Promise<{ due: string[]; lost: string[] }> {
    const stale = new Date(now.getTime() - this.config.dispatchStaleMs);
    const batch = this.config.relayBatch;
    // READ COMMITTED: no gap locks, so claiming never blocks the writers' inserts.
    return this.dataSource.transaction('READ COMMITTED', async (manager) => {
      const lockDue = (where: string, params: Record<string, unknown>, limit: number) =>
        manager
          .createQueryBuilder(WebhookOutbox, 'o')
          .select('o.id', 'id')
          .where(where, params)
          .orderBy('o.available_at', 'ASC')
          .limit(limit)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getRawMany<{ id: string }>();
      const due = await lockDue(
        'o.state = :state AND o.available_at <= :now',
        { state: OutboxState.PENDING, now },
        batch,
      );
      const lost =
        due.length < batch
          ? await lockDue(
              'o.state = :state AND o.dispatched_at < :stale',
              { state: OutboxState.DISPATCHED, stale },
              batch - due.length,
            )
          : [];
      const ids = [...due, ...lost].map((row) => row.id);
      if (ids.length > 0) {
        await manager.update(
          WebhookOutbox,
          { id: In(ids) },
          { state: OutboxState.DISPATCHED, dispatchedAt: now },
        );
      }
      return { due: due.map((row) => row.id), lost: lost.map((row) => row.id) };
    });
  }
}
