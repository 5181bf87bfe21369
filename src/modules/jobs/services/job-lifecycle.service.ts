import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { type JobsConfig, jobsConfig } from 'src/config/jobs.config';
import { ACTIVE_STATUSES, Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';
import type { FollowUp, ResultWriter } from 'src/modules/jobs/job-outcome';
import { queueDefinition } from 'src/modules/jobs/queues';
import { JobRegistry } from 'src/modules/jobs/registry/job-registry.service';
import { JobEvents } from 'src/modules/jobs/services/job-events.service';

export interface NewJob {
  kind: JobKind;
  subjectId: string;
  owner: { userId: string; clientId: string };
  parentId?: string | null;
  input?: unknown;
  idempotencyKey?: string | null;
  requestHash?: string | null;
}

export interface Finish {
  status: JobStatus.COMPLETED | JobStatus.PARTIAL | JobStatus.FAILED;
  reason?: string | null;
  write?: ResultWriter;
  result?: unknown;
  next?: FollowUp[];
}

/** Every status change of a job, so terminal transitions happen in exactly one place. */
@Injectable()
export class JobLifecycle {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: JobEvents,
    private readonly registry: JobRegistry,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
  ) {}

  /** Creates the row in the caller's transaction, next to the business row it works on. */
  async create(manager: EntityManager, spec: NewJob): Promise<Job> {
    const job = this.build(manager, spec);
    // A plain INSERT: save() would first look the id up and then reload the row.
    await manager
      .createQueryBuilder()
      .insert()
      .into(Job)
      // JSON columns defeat TypeORM's deep-partial typing of insert values.
      .values(job as QueryDeepPartialEntity<Job>)
      .updateEntity(false)
      .execute();
    return job;
  }

  /** The new queued row, not yet written: for a caller that inserts it with other rows at once. */
  build(manager: EntityManager, spec: NewJob): Job {
    const kind = this.registry.require(spec.kind);
    const now = new Date();
    return manager.create(Job, {
      id: randomUUID(),
      kind: kind.name,
      queue: kind.queue,
      subjectId: spec.subjectId,
      parentId: spec.parentId ?? null,
      apiUserId: spec.owner.userId,
      clientId: spec.owner.clientId,
      status: JobStatus.QUEUED,
      input: spec.input ?? null,
      result: null,
      attempts: 0,
      errorMessage: null,
      deadlineAt: new Date(now.getTime() + this.deadlineSeconds(kind) * 1000),
      startedAt: null,
      finishedAt: null,
      idempotencyKey: spec.idempotencyKey ?? null,
      requestHash: spec.requestHash ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }

  find(jobId: string): Promise<Job | null> {
    return this.dataSource.getRepository(Job).findOneBy({ id: jobId });
  }

  /**
   * queued/running → running (a retry runs again); null when the job already ended. Opens the
   * attempt: an attempt still open from before never ended, its worker process died, and counts
   * as a crash.
   */
  async start(jobId: string): Promise<Job | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Job)
      .set({
        status: JobStatus.RUNNING,
        attempts: () => 'attempts + 1',
        crashes: () => 'crashes + attempt_open',
        attemptOpen: true,
        startedAt: new Date(),
      })
      .where({ id: jobId, status: In(ACTIVE_STATUSES) })
      .execute();
    if (!result.affected) return null;
    return this.dataSource.getRepository(Job).findOneBy({ id: jobId });
  }

  /** The attempt ended without an outcome (a retry follows): its worker did not die. */
  async endAttempt(jobId: string): Promise<void> {
    await this.dataSource.getRepository(Job).update({ id: jobId }, { attemptOpen: false });
  }

  fail(jobId: string, reason: string, write?: ResultWriter): Promise<Job[] | null> {
    return this.finish(jobId, { status: JobStatus.FAILED, reason, write });
  }

  /**
   * Records the terminal status, the family's result rows, the terminal event (outbox) and the
   * follow-up steps in one transaction. Returns the follow-up rows to enqueue, or null when
   * another process ended the job first (duplicate delivery, the sweep).
   */
  finish(jobId: string, outcome: Finish): Promise<Job[] | null> {
    return this.dataSource.transaction(async (manager) => {
      const job = await manager.findOne(Job, {
        where: { id: jobId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!job || job.isTerminal) return null;
      job.status = outcome.status;
      job.errorMessage = outcome.reason ?? null;
      job.finishedAt = new Date();
      const changes: QueryDeepPartialEntity<Job> = {
        attemptOpen: false,
        status: job.status,
        errorMessage: job.errorMessage,
        finishedAt: job.finishedAt,
      };
      if (outcome.result !== undefined) {
        job.result = outcome.result;
        changes.result = outcome.result as QueryDeepPartialEntity<Job>['result'];
      }
      await manager.update(Job, { id: job.id }, changes);
      await outcome.write?.(manager);
      await this.events.emitTerminal(job, manager);
      const next: Job[] = [];
      for (const followUp of outcome.next ?? []) {
        next.push(
          await this.create(manager, {
            kind: followUp.kind,
            subjectId: followUp.subjectId ?? job.subjectId,
            owner: { userId: job.apiUserId, clientId: job.clientId },
            parentId: job.id,
            input: followUp.input,
          }),
        );
      }
      return next;
    });
  }

  private deadlineSeconds(kind: JobKind): number {
    return (
      kind.deadlineSeconds ??
      queueDefinition(kind.queue).deadlineSeconds ??
      this.config.deadlineSeconds
    );
  }
}
