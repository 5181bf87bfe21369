import type { EntityManager } from 'typeorm';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import {
  type EventStatus,
  statusWord,
  type TerminalStatus,
  WITHOUT_PARTIAL,
} from 'src/modules/jobs/job-status-words';

/** A terminal event's body; `secret_hash` is null until the send adds the registration's. */
export type EventPayload = Record<string, string | number | null>;

export interface PayloadContext {
  job: Job;
  template: { name: string; displayName: string };
  /** The transaction recording the terminal status, for payloads that read the family's rows. */
  manager: EntityManager;
}

/** Builds a kind's event body; it is frozen in the outbox row at the terminal transition. */
export type PayloadBuilder = (context: PayloadContext) => EventPayload | Promise<EventPayload>;

/** The common event shape `{id, name, display_name, secret_hash, status}`, `id` = the subject. */
export function subjectPayload(
  { job, template }: PayloadContext,
  words: Readonly<Record<TerminalStatus, EventStatus>> = WITHOUT_PARTIAL,
): EventPayload {
  return {
    id: job.subjectId,
    name: template.name,
    display_name: template.displayName,
    secret_hash: null,
    status: statusWord(job, words),
  };
}
