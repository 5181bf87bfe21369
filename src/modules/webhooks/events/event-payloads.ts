import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';
import type { EventPayload } from 'src/modules/webhooks/entities/webhook-outbox.entity';

/** The payload `status` words of SPEC.md ("Partial" only where a family has it). */
export type EventStatus = 'Completed' | 'Partial' | 'Failed';

type TerminalStatus = JobStatus.COMPLETED | JobStatus.PARTIAL | JobStatus.FAILED;

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
  /** The transaction recording the terminal status, for families whose payload needs their rows. */
  manager: EntityManager;
}

/**
 * Builds the SPEC.md body of a family's events; `secret_hash` stays null until the send. The
 * payload is frozen in the outbox row at the terminal transition.
 */
export interface EventPayloadBuilder {
  build(context: PayloadContext): EventPayload | Promise<EventPayload>;
}

export const EventPayloadMetadata = DiscoveryService.createDecorator<readonly JobKind[]>();

/**
 * Marks a provider as the payload builder of these job kinds' events. Every job kind a worker can
 * run needs one: a kind without it stops the worker at start (WebhookPayloads).
 */
export const BuildsEventPayload = (...kinds: JobKind[]): ClassDecorator =>
  EventPayloadMetadata(kinds);

export const statusWord = (job: Job, words: Readonly<Record<TerminalStatus, EventStatus>>) =>
  words[job.status as TerminalStatus] ?? 'Failed';

/** SPEC.md's common shape `{id, name, display_name, secret_hash, status}`, `id` = the subject. */
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
