import { Injectable } from '@nestjs/common';
import { DocumentReader } from 'src/modules/documents/services/document-reader.service';
import type { AttachedFile } from 'src/modules/exams/entities/attached-file';
import type { SheetPage } from 'src/modules/exams/reading/paper-reading';
import { JobFailure } from 'src/modules/jobs/services/job-runner.service';

/** The pages of a sheet's files, read once by the document reader (OCR for scans and photos). */
@Injectable()
export class SheetText {
  constructor(private readonly documents: DocumentReader) {}

  async pages(files: AttachedFile[], apiUserId: string, label: string): Promise<SheetPage[]> {
    if (files.length === 0) throw new JobFailure(`The ${label} has no files attached`);
    const read = await this.documents.read(
      files.map((file) => file.id),
      { userId: apiUserId },
    );
    return read.flatMap((document) => document.pages);
  }
}
