import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import {
  DocumentIntake,
  type DocumentRef,
  type UploadedDocument,
} from 'src/modules/documents/services/document-intake.service';
import type { SheetPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import type { AttachedFile } from 'src/modules/exams/entities/attached-file';
import { ExamsErrorCode, ExamsException } from 'src/modules/exams/exceptions/exams.exception';
import { EvaluationRecords } from 'src/modules/exams/services/evaluation-records.service';
import type { JobKind } from 'src/modules/jobs/job-kind';
import { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';

/** A question paper, model answer sheet or answer sheet, as the PATCH rules see it. */
export interface SheetTarget {
  /** For messages: `question paper`, `model answer sheet`, `answer sheet`. */
  label: string;
  /** The step `isFinal` starts; its subject is `subjectId`. */
  kind: JobKind;
  subjectId: string;
  /** Loads the sheet's row, locked, in the transaction of the change. */
  lock(manager: EntityManager): Promise<{ documents: AttachedFile[] }>;
  saveDocuments(manager: EntityManager, documents: AttachedFile[]): Promise<void>;
  /** Checks before the step may start (e.g. the questions and model answers are Completed). */
  ready?(manager: EntityManager): Promise<void>;
  /** Other changes the PATCH may carry (an assignment's rubric); true when it carried one. */
  alsoChange?(manager: EntityManager): Promise<boolean>;
}

export interface SheetPatch {
  body: SheetPatchDto;
  files: UploadedDocument[];
  owner: AuthenticatedUser;
}

/**
 * The PATCH rule of all three sheets (docs/api-contract.md §6): attach files or send `isFinal`,
 * never both, and no files after `isFinal`.
 */
@Injectable()
export class SheetFiles {
  constructor(
    private readonly intake: DocumentIntake,
    private readonly submitter: JobSubmitter,
    private readonly records: EvaluationRecords,
  ) {}

  async patch(target: SheetTarget, { body, files, owner }: SheetPatch): Promise<void> {
    const hasFiles = files.length > 0 || (body.file_urls?.length ?? 0) > 0;
    if (hasFiles && body.isFinal) {
      throw new ExamsException(
        ExamsErrorCode.INVALID_PATCH,
        'Send either files (documents or file_urls) or isFinal, not both in one request',
      );
    }
    if (body.isFinal) return this.finalise(target, owner);
    if (hasFiles) return this.attach(target, { body, files, owner });
    const changed = await this.records.manager.transaction(async (manager) => {
      await this.lockOpen(target, manager);
      return (await target.alsoChange?.(manager)) ?? false;
    });
    if (!changed) {
      throw new ExamsException(
        ExamsErrorCode.INVALID_PATCH,
        'Send files (documents or file_urls) to attach, or isFinal: true to start reading them',
      );
    }
  }

  private async attach(target: SheetTarget, { body, files, owner }: SheetPatch): Promise<void> {
    // Checked first so no document is stored for a sheet that is already final.
    await this.records.manager.transaction((manager) => this.lockOpen(target, manager));
    const accepted = await this.intake.accept({ files, fileUrls: body.file_urls }, owner);
    let duplicates: string[];
    try {
      duplicates = await this.records.manager.transaction(async (manager) => {
        const sheet = await this.lockOpen(target, manager);
        await target.alsoChange?.(manager);
        const { added, duplicates } = newFiles(sheet.documents, accepted);
        await target.saveDocuments(manager, [...sheet.documents, ...added]);
        return duplicates;
      });
    } catch (error) {
      // The sheet became final (or went) while the files were read: they belong to nothing now.
      // What this misses (a process that dies here) the orphan-file sweep removes later.
      await this.intake.discard(accepted.map((ref) => ref.id)).catch(() => undefined);
      throw error;
    }
    if (duplicates.length > 0) await this.intake.discard(duplicates);
  }

  private async finalise(target: SheetTarget, owner: AuthenticatedUser): Promise<void> {
    await this.submitter.submit({
      kind: target.kind,
      owner,
      subjectId: target.subjectId,
      precondition: async (manager) => {
        const sheet = await this.lockOpen(target, manager);
        await target.alsoChange?.(manager);
        if (sheet.documents.length === 0) {
          throw new ExamsException(
            ExamsErrorCode.NO_FILES,
            `Attach the ${target.label} (documents or file_urls) before isFinal`,
          );
        }
        await target.ready?.(manager);
      },
      input: {},
    });
  }

  /** The sheet, locked; 400 once `isFinal` was sent. */
  private async lockOpen(target: SheetTarget, manager: EntityManager) {
    const sheet = await target.lock(manager);
    if (await this.records.job(target.kind, target.subjectId, manager)) {
      throw new ExamsException(
        ExamsErrorCode.ALREADY_FINAL,
        `The ${target.label} is final (isFinal was sent): nothing can be attached or changed now`,
      );
    }
    return sheet;
  }
}

/**
 * The accepted files a sheet does not hold yet, by content: attaching the same file again (two
 * requests at once, a client's retry) keeps one copy. The sheet's row lock orders concurrent
 * attaches, so the second sees the first's files. `duplicates`: ids of the copies not kept.
 */
function newFiles(
  attached: AttachedFile[],
  accepted: DocumentRef[],
): { added: AttachedFile[]; duplicates: string[] } {
  const held = new Set(attached.map((file) => file.sha256).filter(Boolean));
  const added: AttachedFile[] = [];
  const duplicates: string[] = [];
  for (const { id, filename, mediaType, sha256 } of accepted) {
    if (held.has(sha256)) {
      duplicates.push(id);
      continue;
    }
    held.add(sha256);
    added.push({ id, filename, mediaType, sha256 });
  }
  return { added, duplicates };
}
