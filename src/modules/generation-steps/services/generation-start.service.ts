import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import {
  DocumentIntake,
  type UploadedDocument,
} from 'src/modules/documents/services/document-intake.service';
import type { JobKind } from 'src/modules/jobs/job-kind';
import { MetadataService } from 'src/modules/metadata/services/metadata.service';
import type { GenerationRequestDto } from 'src/modules/generation-steps/dto/generation-request.dto';
import type { GenerationRecord } from 'src/modules/generation-steps/entities/generation-record.entity';
import {
  type StepFamily,
  GenerationSteps,
} from 'src/modules/generation-steps/services/generation-steps.service';

/** A step-1 request as both families receive it. */
export interface GenerationStartRequest {
  body: GenerationRequestDto & { topic?: string };
  files: UploadedDocument[];
  owner: AuthenticatedUser;
  idempotencyKey?: string;
}

/**
 * Step 1 of a worksheet or a lesson plan: the board, grade and subject checked and named, the
 * teacher's documents taken in, then the record with what the family adds and its first step.
 */
@Injectable()
export class GenerationStart {
  constructor(
    private readonly steps: GenerationSteps,
    private readonly metadata: MetadataService,
    private readonly intake: DocumentIntake,
  ) {}

  async begin<R extends GenerationRecord>(
    family: StepFamily<R>,
    kind: JobKind,
    { body, files, owner, idempotencyKey }: GenerationStartRequest,
    own: Omit<Partial<R>, keyof GenerationRecord>,
  ): Promise<string> {
    const { board, grade, subject } = await this.metadata.selection(body);
    const documents = await this.intake.accept({ files, fileUrls: body.file_urls }, owner);
    return this.steps.begin(
      family,
      {
        kind,
        owner,
        idempotencyKey,
        request: { ...body, documents: documents.map((document) => document.filename) },
      },
      {
        boardId: board.id,
        boardName: board.name,
        gradeId: grade.id,
        gradeName: grade.name,
        subjectId: subject.id,
        subjectName: subject.name,
        topic: body.topic ?? null,
        section: body.section ?? null,
        documentIds: documents.map((document) => document.id),
        ...own,
      } as Partial<R>,
    );
  }
}
