import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { type JobsConfig, jobsConfig } from 'src/config/jobs.config';
import { ACTIVE_STATUSES, Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import type { QueueName } from 'src/modules/jobs/queues';
import { JobEvents } from 'src/modules/jobs/services/job-events.service';

export interface NewJob {
  kind: string;
  queue: QueueName;
  subjectId: string;
  owner: { userId: string; clientId: string };
}

/** Writes the job's result rows in the transaction that completes it. */
export type ResultWriter = (manager: EntityManager) => Promise<void>;

/** Every status change of a job, so terminal transitions happen in exactly one place. */
@Injectable()
export class JobLifecycle {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: JobEvents,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
  ) {}

  /** Creates the row in the caller's transaction, next to the business row it works on. */
  async create(manager: EntityManager, spec: NewJob): Promise<Job> {
    const now = new Date();
    const job = manager.create(Job, {
      id: randomUUID(),
      kind: spec.kind,
      queue: spec.queue,
      subjectId: spec.subjectId,
      apiUserId: spec.owner.userId,
      clientId: spec.owner.clientId,
      status: JobStatus.QUEUED,
      attempts: 0,
      errorMessage: null,
      deadlineAt: new Date(now.getTime() + this.config.deadlineSeconds * 1000),
      startedAt: null,
      finishedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    // A plain INSERT: save() would first look the id up and then reload the row.
    await manager.createQueryBuilder().insert().into(Job).values(job).updateEntity(false).execute();
    return job;
  }

  /** queued/running → running (a retry runs again); null when the job already ended. */
  async start(jobId: string): Promise<Job | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Job)
      .set({ status: JobStatus.RUNNING, attempts: () => 'attempts + 1', startedAt: new Date() })
      .where({ id: jobId, status: In(ACTIVE_STATUSES) })
      .execute();
    if (!result.affected) return null;
    return this.dataSource.getRepository(Job).findOneBy({ id: jobId });
  }

  complete(
    jobId: string,
    write: ResultWriter,
    status: JobStatus.COMPLETED | JobStatus.PARTIAL = JobStatus.COMPLETED,
  ) {
    return this.finish(jobId, status, null, write);
  }

  fail(jobId: string, reason: string, write?: ResultWriter) {
    return this.finish(jobId, JobStatus.FAILED, reason, write);
  }

  /** Returns false when another process ended the job first (duplicate delivery, the sweep). */
  private finish(jobId: string, status: JobStatus, reason: string | null, write?: ResultWriter) {
    return this.dataSource.transaction(async (manager) => {
      const job = await manager.findOne(Job, {
        where: { id: jobId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!job || job.isTerminal) return false;
      job.status = status;
      job.errorMessage = reason;
      job.finishedAt = new Date();
      await manager.save(job);
      await write?.(manager);
      await this.events.emitTerminal(job, manager);
      return true;
    });
  }
}
