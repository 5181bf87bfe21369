import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { Job as JobRow } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';
import { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';
import type { GenerationRecord } from 'src/modules/generation-steps/entities/generation-record.entity';
import {
  GenerationStepErrorCode,
  GenerationStepException,
} from 'src/modules/generation-steps/exceptions/generation-step.exception';

/** A family of step-by-step generations (worksheets, lesson plans) as these steps know it. */
export interface StepFamily<R extends GenerationRecord> {
  /** For messages: `Worksheet`, `Lesson plan`. */
  label: string;
  record: EntityTarget<R>;
}

export interface StepStart {
  kind: JobKind;
  owner: AuthenticatedUser;
  input?: unknown;
  idempotencyKey?: string;
  /** The request the key stands for (defaults to the input). */
  request?: unknown;
}

/**
 * How worksheets and lesson plans start and read their steps (docs/api-contract.md §5): step 1
 * creates the record with its first job; each later step starts once, after its predecessor.
 */
@Injectable()
export class GenerationSteps {
  constructor(
    private readonly submitter: JobSubmitter,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Step 1: the family's record and its first step in one transaction; returns the record id. */
  async begin<R extends GenerationRecord>(
    family: StepFamily<R>,
    start: StepStart,
    record: Omit<R, 'id' | 'createdAt' | 'updatedAt' | 'apiUserId' | 'clientId'> | Partial<R>,
  ): Promise<string> {
    const { subjectId } = await this.submitter.submit({
      kind: start.kind,
      owner: start.owner,
      input: start.input,
      idempotency: this.idempotency(start),
      writeSubject: async (manager, job) => {
        const row = manager.create(family.record, {
          ...record,
          id: job.subjectId,
          apiUserId: start.owner.userId,
          clientId: start.owner.clientId,
        } as unknown as R);
        await manager.insert(family.record, row as object);
      },
    });
    return subjectId;
  }

  /** A later step of the user's record, once `previous` is Completed. */
  async continue<R extends GenerationRecord>(
    family: StepFamily<R>,
    id: string,
    previous: JobKind,
    start: StepStart,
  ): Promise<void> {
    await this.submitter.submit({
      kind: start.kind,
      owner: start.owner,
      subjectId: id,
      input: start.input,
      idempotency: this.idempotency(start),
      precondition: async (manager) => {
        await this.requireRecord(manager, family, id, start.owner);
        const before = await manager.findOne(JobRow, {
          where: { kind: previous.name, subjectId: id },
        });
        if (before?.status !== JobStatus.COMPLETED) {
          throw new GenerationStepException(
            GenerationStepErrorCode.STEP_OUT_OF_ORDER,
            `The previous step (${previous.name}) of this ${family.label.toLowerCase()} is not Completed`,
          );
        }
      },
    });
  }

  /** The user's record, or 404 `<Family> not found`. */
  record<R extends GenerationRecord>(
    family: StepFamily<R>,
    id: string,
    owner: AuthenticatedUser,
  ): Promise<R> {
    return this.requireRecord(this.dataSource.manager, family, id, owner);
  }

  /**
   * The step; 404 `step not found` until a worker takes it, and for other users' ids
   * (docs/api-contract.md §5).
   */
  async taken(kind: JobKind, id: string, owner: AuthenticatedUser): Promise<Job> {
    const job = await this.dataSource.manager.findOne(JobRow, {
      where: { kind: kind.name, subjectId: id, apiUserId: owner.userId },
    });
    if (!job || (job.status === JobStatus.QUEUED && job.attempts === 0)) {
      throw new GenerationStepException(GenerationStepErrorCode.STEP_NOT_FOUND, 'step not found');
    }
    return job;
  }

  private async requireRecord<R extends GenerationRecord>(
    manager: EntityManager,
    family: StepFamily<R>,
    id: string,
    owner: AuthenticatedUser,
  ): Promise<R> {
    const record = await manager.findOne(family.record, {
      where: { id, apiUserId: owner.userId } as never,
    });
    if (!record) {
      throw new GenerationStepException(
        GenerationStepErrorCode.NOT_FOUND,
        `${family.label} not found`,
      );
    }
    return record;
  }

  private idempotency(start: StepStart) {
    return start.idempotencyKey
      ? {
          key: start.idempotencyKey,
          request: { kind: start.kind.name, body: start.request ?? start.input },
        }
      : undefined;
  }
}
