import type { EntityManager } from 'typeorm';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';

/** A terminal event's body; `secret_hash` stays null here and is added from the registration at send. */
export type EventPayload = Record<string, string | null>;

/** The payload `status` words (docs/api-contract.md); "Partial" only where a family has it. */
export type EventStatus = 'Completed' | 'Partial' | 'Failed';

export type TerminalStatus = JobStatus.COMPLETED | JobStatus.PARTIAL | JobStatus.FAILED;

export const WITH_PARTIAL: Readonly<Record<TerminalStatus, EventStatus>> = {
  [JobStatus.COMPLETED]: 'Completed',
  [JobStatus.PARTIAL]: 'Partial',
  [JobStatus.FAILED]: 'Failed',
};

/** Families whose payload has no "Partial": a partial result is still a usable, completed one. */
export const WITHOUT_PARTIAL: Readonly<Record<TerminalStatus, EventStatus>> = {
  ...WITH_PARTIAL,
  [JobStatus.PARTIAL]: 'Completed',
};

export interface PayloadContext {
  job: Job;
  template: { name: string; displayName: string };
  /** The transaction recording the terminal status, for payloads that read the family's rows. */
  manager: EntityManager;
}

/** Builds a kind's event body; it is frozen in the outbox row at the terminal transition. */
export type PayloadBuilder = (context: PayloadContext) => EventPayload | Promise<EventPayload>;

export const statusWord = (job: Job, words: Readonly<Record<TerminalStatus, EventStatus>>) =>
  words[job.status as TerminalStatus] ?? 'Failed';

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
