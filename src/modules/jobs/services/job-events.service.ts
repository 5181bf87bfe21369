import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Job } from 'src/modules/jobs/entities/job.entity';

/** Reacts to a job reaching Completed, Partial or Failed, inside the transaction that records it. */
export interface JobTerminalListener {
  onJobTerminal(job: Job, manager: EntityManager): Promise<void>;
}

/**
 * The one hook on terminal transitions: webhooks subscribe here and write their outbox rows in the
 * same transaction as the status, so no family needs code of its own to send events.
 */
@Injectable()
export class JobEvents {
  private readonly listeners: JobTerminalListener[] = [];

  subscribe(listener: JobTerminalListener): void {
    this.listeners.push(listener);
  }

  async emitTerminal(job: Job, manager: EntityManager): Promise<void> {
    for (const listener of this.listeners) {
      await listener.onJobTerminal(job, manager);
    }
  }
}
