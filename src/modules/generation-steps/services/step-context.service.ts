import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  DroppedDocument,
  LearningStandards,
  PlanningInput,
  SourcePage,
  SubjectMatter,
  TeachingContext,
} from 'src/ai/ports/teaching-content.port';
import {
  describeUnreadablePage,
  DocumentReader,
} from 'src/modules/documents/services/document-reader.service';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { Job as JobRow } from 'src/modules/jobs/entities/job.entity';
import type { JobKind } from 'src/modules/jobs/job-kind';
import { JobFailure } from 'src/modules/jobs/job-failure';
import type { GenerationRecord } from 'src/modules/generation-steps/entities/generation-record.entity';
import type { StepFamily } from 'src/modules/generation-steps/services/generation-steps.service';

/** Step 2's input in both families: the teacher's copy of step 1's result. */
export interface ConfirmedSubjectMatter {
  subject_matter: SubjectMatter;
  learning_standards: LearningStandards;
}

/**
 * Worker side of worksheets and lesson plans: what a step needs from the record, the teacher's
 * documents (read once by the document reader, then from its stored text) and earlier steps.
 */
@Injectable()
export class StepContextLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: DocumentReader,
  ) {}

  /** The job's record; a record removed under a running step fails the step. */
  async record<R extends GenerationRecord>(family: StepFamily<R>, job: Job): Promise<R> {
    const record = await this.dataSource.manager.findOne(family.record, {
      where: { id: job.subjectId, apiUserId: job.apiUserId } as never,
    });
    if (!record) throw new JobFailure(`${family.label} ${job.subjectId} no longer exists`);
    return record;
  }

  /**
   * What a step knows: the record and the text of the teacher's documents. A document or page
   * that cannot be read is left out and named (`droppedDocuments`); when none can be read, the
   * step fails naming them.
   */
  async context(record: GenerationRecord): Promise<TeachingContext> {
    const read = await this.documents.read(
      record.documentIds,
      { userId: record.apiUserId },
      { unreadable: 'report' },
    );
    const sources: SourcePage[] = [];
    const droppedDocuments: DroppedDocument[] = [];
    for (const document of read) {
      if (document.unreadable) {
        droppedDocuments.push({
          document: document.filename,
          page: null,
          reason: document.unreadable,
        });
      }
      for (const page of document.pages) {
        if (page.unreadable) {
          droppedDocuments.push({
            document: document.filename,
            page: page.page,
            reason: describeUnreadablePage(document, page),
          });
        } else {
          sources.push({ document: document.filename, page: page.page, text: page.text });
        }
      }
    }
    if (read.length > 0 && sources.length === 0 && droppedDocuments.length > 0) {
      throw new JobFailure(
        `None of the documents could be read: ${droppedDocuments
          .map((dropped) => `"${dropped.document}": ${dropped.reason}`)
          .join('; ')}`,
      );
    }
    return {
      ...(droppedDocuments.length > 0 ? { droppedDocuments } : {}),
      board: record.boardName,
      grade: record.gradeName,
      subject: record.subjectName,
      topic: record.topic,
      section: record.section,
      sources,
    };
  }

  /**
   * The context with what the teacher confirmed in step 2: `confirmKind`'s input, stored when the
   * step was started (so step 2 itself reads it while it runs).
   */
  async planningInput(
    record: GenerationRecord,
    confirmKind: JobKind<ConfirmedSubjectMatter>,
  ): Promise<PlanningInput> {
    const step = await this.dataSource.manager.findOne(JobRow, {
      where: { kind: confirmKind.name, subjectId: record.id },
    });
    if (!step) throw new JobFailure(`The ${confirmKind.name} step of ${record.id} was not started`);
    const confirmed = confirmKind.input(step);
    return {
      ...(await this.context(record)),
      subjectMatter: confirmed.subject_matter,
      learningStandards: confirmed.learning_standards,
    };
  }

  /** The result of a Completed earlier step of the record, as its kind types it. */
  async earlierResult<Result>(id: string, kind: JobKind<unknown, Result>): Promise<Result> {
    return (await this.earlierStep(id, kind)).result;
  }

  /** What a Completed earlier step of the record was given and what it gave, from one job. */
  async earlierStep<Input, Result>(
    id: string,
    kind: JobKind<Input, Result>,
  ): Promise<{ input: Input; result: Result }> {
    const job = await this.dataSource.manager.findOne(JobRow, {
      where: { kind: kind.name, subjectId: id, status: JobStatus.COMPLETED },
    });
    if (!job) throw new JobFailure(`The ${kind.name} step of ${id} is not Completed`);
    return { input: kind.input(job), result: kind.result(job) };
  }
}

/** A step-1 result with the documents left out named (`dropped_documents`), when any were. */
export function withDropped<T extends object>(result: T, context: TeachingContext) {
  return context.droppedDocuments
    ? { ...result, dropped_documents: context.droppedDocuments }
    : result;
}
