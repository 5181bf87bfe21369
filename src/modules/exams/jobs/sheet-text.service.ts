import { Injectable } from '@nestjs/common';
import {
  describeUnreadablePage,
  DocumentReader,
} from 'src/modules/documents/services/document-reader.service';
import type { UnreadablePart } from 'src/modules/exams/entities/answer-sheet.entity';
import type { AttachedFile } from 'src/modules/exams/entities/attached-file';
import type { SheetPage } from 'src/ai/ports/paper-reading.port';
import { JobFailure } from 'src/modules/jobs/job-failure';

/** A student's sheet as read: the pages that could be read, and what could not be. */
export interface ReadSheet {
  pages: SheetPage[];
  unreadable: UnreadablePart[];
}

/** The pages of a sheet's files, read once by the document reader (OCR for scans and photos). */
@Injectable()
export class SheetText {
  constructor(private readonly documents: DocumentReader) {}

  /** Every page; a file or page that cannot be read fails the job, naming it. */
  async pages(files: AttachedFile[], apiUserId: string, label: string): Promise<SheetPage[]> {
    if (files.length === 0) throw new JobFailure(`The ${label} has no files attached`);
    const read = await this.documents.read(
      files.map((file) => file.id),
      { userId: apiUserId },
    );
    return read.flatMap((document) => document.pages);
  }

  /**
   * A student's sheet: the pages that could be read, and the files and pages that could not
   * (reported to the teacher, never taken for blank answers).
   */
  async sheet(files: AttachedFile[], apiUserId: string, label: string): Promise<ReadSheet> {
    if (files.length === 0) throw new JobFailure(`The ${label} has no files attached`);
    const read = await this.documents.read(
      files.map((file) => file.id),
      { userId: apiUserId },
      { unreadable: 'report' },
    );
    const unreadable: UnreadablePart[] = [];
    const pages: SheetPage[] = [];
    for (const document of read) {
      if (document.unreadable) {
        unreadable.push({
          file: document.filename,
          page: null,
          reason: `Could not read "${document.filename}": ${document.unreadable}`,
        });
      }
      for (const page of document.pages) {
        if (!page.unreadable) {
          pages.push(page);
          continue;
        }
        unreadable.push({
          file: document.filename,
          page: document.pages.length > 1 ? page.page : null,
          reason: describeUnreadablePage(document, page),
        });
      }
    }
    return { pages, unreadable };
  }
}
