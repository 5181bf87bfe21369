import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';

/** Set on the transaction's query runner by the outbox writer; read after the commit. */
const WROTE_OUTBOX = 'webhooksWroteOutbox';

/**
 * Wakes this process's relay after commit (TypeORM's after-commit hook: rows are invisible before).
 */
@Injectable()
export class OutboxSignal implements EntitySubscriberInterface {
  private readonly listeners = new Set<() => void>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  /** Marks the running transaction; the poke fires only if it commits. */
  markWritten(data: Record<string, unknown>): void {
    data[WROTE_OUTBOX] = true;
  }

  onCommitted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown>;
    if (!data[WROTE_OUTBOX]) return;
    delete data[WROTE_OUTBOX];
    this.notify();
  }
}
