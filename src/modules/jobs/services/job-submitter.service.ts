import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { type NewRow, OneTripInserts } from 'src/database/one-trip-inserts';
import { Job } from 'src/modules/jobs/entities/job.entity';
import { JobsErrorCode, JobsException } from 'src/modules/jobs/exceptions/jobs.exception';
import type { JobKind } from 'src/modules/jobs/job-kind';
import { JobDispatcher } from 'src/modules/jobs/services/job-dispatcher.service';
import { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';
import { fingerprint } from 'src/modules/jobs/support/request-fingerprint';

/** Same key, same request, same API user within this window: the same job (no second one). */
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const RETRYABLE_SQL_ERRORS = new Set(['ER_DUP_ENTRY', 'ER_LOCK_DEADLOCK']);

export interface JobSubmission<Input = unknown> {
  kind: JobKind<Input>;
  owner: { userId: string; clientId: string };
  /** The business object the step works on; a new UUID when the submit creates it. */
  subjectId?: string;
  /** Stored on the row; the processor reads it back with `kind.input(job)`. */
  input?: NoInfer<Input>;
  /** `Idempotency-Key` and the request it stands for (fingerprinted; key order does not matter). */
  idempotency?: { key: string; request: unknown };
  /** Runs first in the transaction: throw to refuse the step (e.g. its predecessor is not done). */
  precondition?: (manager: EntityManager) => Promise<void>;
  /** Writes the family's own rows in the transaction that creates the job. */
  writeSubject?: (manager: EntityManager, job: Job) => Promise<void>;
  /**
   * The family's one row, as values rather than a writer: without an `Idempotency-Key` or a
   * precondition it is inserted with the job row in one round trip to MySQL.
   */
  subjectRow?: (job: Job) => NewRow;
}

export interface Submitted {
  subjectId: string;
  jobId: string;
  /** True when an idempotent replay returned an earlier submit. */
  replayed: boolean;
}

/**
 * The one way a job starts from a request (every family): the family's rows and the job row in
 * one transaction, then the enqueue after commit with a bounded wait for Redis. When Redis is slow
 * or down the submit still succeeds and the sweep sends the job later.
 */
@Injectable()
export class JobSubmitter implements OnApplicationShutdown {
  private readonly inserts: OneTripInserts;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: JobLifecycle,
    private readonly dispatcher: JobDispatcher,
  ) {
    this.inserts = new OneTripInserts(dataSource);
  }

  // With the data source (TypeORM closes it at application shutdown, after the HTTP server).
  onApplicationShutdown(): Promise<void> {
    return this.inserts.close();
  }

  async submit<Input>(submission: JobSubmission<Input>): Promise<Submitted> {
    const requestHash = submission.idempotency ? fingerprint(submission.idempotency.request) : null;
    const { submitted, job } = await this.persistWithRetry(submission, requestHash);
    if (job) await this.dispatcher.enqueue(job);
    return submitted;
  }

  /** Two first uses of one key can race; the loser retries once and finds the winner's row. */
  private async persistWithRetry(submission: JobSubmission, requestHash: string | null) {
    try {
      return await this.persist(submission, requestHash);
    } catch (error) {
      if (isDuplicateStep(error)) {
        throw new JobsException(
          JobsErrorCode.STEP_ALREADY_STARTED,
          `The ${submission.kind.name} step has already been started`,
        );
      }
      if (!isRetryable(error)) throw error;
      return this.persist(submission, requestHash);
    }
  }

  private persist(submission: JobSubmission, requestHash: string | null) {
    const { idempotency, owner, subjectRow } = submission;
    if (subjectRow && !idempotency && !submission.precondition && !submission.writeSubject) {
      return this.persistInOneTrip(submission, subjectRow);
    }
    return this.dataSource.transaction(async (manager) => {
      await submission.precondition?.(manager);
      if (idempotency) {
        const earlier = await manager.findOne(Job, {
          where: { apiUserId: owner.userId, idempotencyKey: idempotency.key },
          lock: { mode: 'pessimistic_write' },
        });
        if (earlier && earlier.createdAt.getTime() > Date.now() - IDEMPOTENCY_WINDOW_MS) {
          if (earlier.requestHash !== requestHash) {
            throw new JobsException(
              JobsErrorCode.IDEMPOTENCY_KEY_REUSED,
              'Idempotency-Key was already used with a different request body',
            );
          }
          const submitted = { subjectId: earlier.subjectId, jobId: earlier.id, replayed: true };
          return { submitted, job: null };
        }
        if (earlier) await manager.update(Job, { id: earlier.id }, { idempotencyKey: null });
      }
      const job = await this.lifecycle.create(manager, {
        kind: submission.kind,
        subjectId: submission.subjectId ?? randomUUID(),
        owner,
        input: submission.input,
        idempotencyKey: idempotency?.key ?? null,
        requestHash,
      });
      if (subjectRow) await insertRow(manager, subjectRow(job));
      await submission.writeSubject?.(manager, job);
      return { submitted: { subjectId: job.subjectId, jobId: job.id, replayed: false }, job };
    });
  }

  /** The common submit: the job row and the family's row, one transaction in one round trip. */
  private async persistInOneTrip(submission: JobSubmission, subjectRow: (job: Job) => NewRow) {
    const job = this.lifecycle.build(this.dataSource.manager, {
      kind: submission.kind,
      subjectId: submission.subjectId ?? randomUUID(),
      owner: submission.owner,
      input: submission.input,
    });
    await this.inserts.insert([{ entity: Job, values: job }, subjectRow(job)]);
    return { submitted: { subjectId: job.subjectId, jobId: job.id, replayed: false }, job };
  }
}

function insertRow(manager: EntityManager, row: NewRow) {
  return manager
    .createQueryBuilder()
    .insert()
    .into(row.entity)
    .values(row.values)
    .updateEntity(false)
    .execute();
}

const driverError = (error: unknown) =>
  error instanceof QueryFailedError
    ? (error as QueryFailedError & { driverError?: { code?: string; sqlMessage?: string } })
        .driverError
    : undefined;

function isRetryable(error: unknown): boolean {
  const code = driverError(error)?.code;
  return code !== undefined && RETRYABLE_SQL_ERRORS.has(code);
}

/** The (kind, subject) key: this step already exists for the subject. */
function isDuplicateStep(error: unknown): boolean {
  const driver = driverError(error);
  return driver?.code === 'ER_DUP_ENTRY' && !!driver.sqlMessage?.includes('uq_jobs_kind_subject');
}
