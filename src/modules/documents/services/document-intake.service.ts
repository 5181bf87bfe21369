import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type DocumentsConfig, documentsConfig } from 'src/config/documents.config';
import {
  DOCUMENTS_FIELD,
  FILE_URLS_FIELD,
  MAX_DOCUMENTS_PER_REQUEST,
} from 'src/modules/documents/document-limits';
import type { Document } from 'src/modules/documents/entities/document.entity';
import {
  DocumentsErrorCode,
  DocumentsException,
} from 'src/modules/documents/exceptions/documents.exception';
import {
  type DocumentLabel,
  inspectDocument,
} from 'src/modules/documents/inspection/document-inspector';
import type { DocumentMediaType } from 'src/modules/documents/inspection/document-type';
import { DocumentDownloader } from 'src/modules/documents/services/document-downloader.service';
import { DocumentStore } from 'src/modules/documents/services/document-store.service';

/** A file as `@UploadedDocuments()` gives it: on disk (`path`) or, from other storages, in memory. */
export type UploadedDocument = Pick<Express.Multer.File, 'originalname'> &
  Partial<Pick<Express.Multer.File, 'path' | 'buffer'>>;

export interface DocumentSources {
  files?: readonly UploadedDocument[];
  /** `file_urls`: https URLs, fetched now. */
  fileUrls?: readonly string[];
}

/** Who sends the documents; only this API user can read them later. */
export interface DocumentOwner {
  userId: string;
  clientId: string;
}

/** What a family keeps of an accepted document; the id goes into its job's input. */
export interface DocumentRef {
  id: string;
  filename: string;
  mediaType: DocumentMediaType;
  byteSize: number;
  /** Known now for PDFs only. */
  pageCount: number | null;
  /** SHA-256 of the bytes, hex: the same file sent twice has the same one. */
  sha256: string;
}

const MAX_FILENAME = 255;

/**
 * Accepts a request's documents in order; any refusal removes what was stored, so a family never
 * sees half a request.
 */
@Injectable()
export class DocumentIntake {
  private readonly logger = new Logger(DocumentIntake.name);

  constructor(
    private readonly store: DocumentStore,
    private readonly downloader: DocumentDownloader,
    @Inject(documentsConfig.KEY) private readonly config: DocumentsConfig,
  ) {}

  async accept(sources: DocumentSources, owner: DocumentOwner): Promise<DocumentRef[]> {
    const files = sources.files ?? [];
    const urls = sources.fileUrls ?? [];
    if (files.length + urls.length > MAX_DOCUMENTS_PER_REQUEST) {
      throw new DocumentsException(
        DocumentsErrorCode.TOO_MANY_FILES,
        `At most ${MAX_DOCUMENTS_PER_REQUEST} documents per request (files and file_urls together)`,
        { field: DOCUMENTS_FIELD },
      );
    }
    const accepted: DocumentRef[] = [];
    try {
      for (const file of files) accepted.push(await this.acceptUpload(file, owner));
      for (const url of urls) accepted.push(await this.acceptUrl(url, owner));
      return accepted;
    } catch (error) {
      await this.store
        .delete(accepted.map((ref) => ref.id))
        .catch((cleanup: unknown) =>
          this.logger.warn({ err: cleanup }, 'Could not remove the documents of a refused request'),
        );
      throw error;
    }
  }

  /**
   * Removes accepted documents a family decided not to keep (the same file attached twice to
   * one sheet): they were never handed to a job.
   */
  discard(ids: readonly string[]): Promise<void> {
    return this.store.delete(ids);
  }

  private async acceptUpload(file: UploadedDocument, owner: DocumentOwner): Promise<DocumentRef> {
    const data = file.buffer ?? (await readFile(file.path ?? ''));
    const filename = cleanFilename(file.originalname);
    return this.keep(data, { filename, sourceUrl: null }, owner, {
      name: `"${filename}"`,
      field: DOCUMENTS_FIELD,
    });
  }

  private async acceptUrl(url: string, owner: DocumentOwner): Promise<DocumentRef> {
    const { data, filename, label } = await this.downloader.download(url);
    return this.keep(data, { filename: cleanFilename(filename), sourceUrl: url }, owner, {
      name: label,
      field: FILE_URLS_FIELD,
    });
  }

  private async keep(
    data: Buffer,
    origin: Pick<Document, 'filename' | 'sourceUrl'>,
    owner: DocumentOwner,
    label: DocumentLabel,
  ): Promise<DocumentRef> {
    const { mediaType, pageCount } = await inspectDocument(data, label, this.config.budgets);
    const document = await this.store.create(
      {
        ...origin,
        apiUserId: owner.userId,
        clientId: owner.clientId,
        mediaType,
        pageCount,
        byteSize: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      },
      data,
    );
    return {
      id: document.id,
      filename: document.filename,
      mediaType,
      byteSize: document.byteSize,
      pageCount,
      sha256: document.sha256,
    };
  }
}

/**
 * The name without control characters, bidirectional controls (which can make `exe.pdf` read as
 * `fdp.exe`) or zero-width characters, at most 255 characters; `document` when nothing is left.
 */
function cleanFilename(name: string): string {
  const clean = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .trim();
  return [...clean].slice(0, MAX_FILENAME).join('') || 'document';
}
