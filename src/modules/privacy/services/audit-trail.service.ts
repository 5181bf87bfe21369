import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Clock } from 'src/common/clock/clock';
import { AuditEvent } from 'src/modules/privacy/entities/audit-event.entity';

export interface AuditEntry {
  actor: string;
  action: string;
  clientId?: string | null;
  target?: string | null;
  rowCount?: number;
  details?: Record<string, unknown> | null;
}

export interface AuditQuery {
  clientId?: string;
  action?: string;
  since?: Date;
  until?: Date;
  limit: number;
}

/**
 * The append-only audit trail: inserts and reads only (grant INSERT, SELECT on `audit_events` to
 * enforce it).
 */
@Injectable()
export class AuditTrail {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Written in the caller's transaction, so the entry exists exactly when the change does. */
  async record(entry: AuditEntry, manager: EntityManager = this.dataSource.manager): Promise<void> {
    // JSON columns defeat TypeORM's deep-partial typing of insert values.
    await manager.insert(AuditEvent, {
      occurredAt: this.clock.now(),
      actor: entry.actor,
      action: entry.action,
      clientId: entry.clientId ?? null,
      target: entry.target ?? null,
      rowCount: entry.rowCount ?? 0,
      details: entry.details ?? null,
    } as QueryDeepPartialEntity<AuditEvent>);
  }

  list(query: AuditQuery): Promise<AuditEvent[]> {
    return this.dataSource.manager.find(AuditEvent, {
      where: {
        ...(query.clientId ? { clientId: query.clientId } : {}),
        ...(query.action ? { action: query.action } : {}),
        ...(query.since ? { occurredAt: MoreThanOrEqual(query.since) } : {}),
        ...(query.until ? { occurredAt: LessThanOrEqual(query.until) } : {}),
      },
      order: { id: 'DESC' },
      take: query.limit,
    });
  }
}

/**
 * How the audit names a student: a digest of the client and the student id, so the trail can
 * answer "was this student erased?" without keeping the id of a child whose data is gone.
 */
export function studentTarget(clientId: string, studentId: string): string {
  const digest = createHash('sha256').update(`${clientId}:${studentId}`).digest('hex');
  return `student:sha256:${digest.slice(0, 32)}`;
}
