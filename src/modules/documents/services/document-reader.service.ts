import { Inject, Injectable } from '@nestjs/common';
import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import { TEXT_READER, type TextReader } from 'src/ai/ports/text-reading.port';
import { type DocumentsConfig, documentsConfig } from 'src/config/documents.config';
import { describeBytes, MAX_TEXT_BYTES } from 'src/modules/documents/document-limits';
import {
  type Document,
  type DocumentPage,
  DocumentStatus,
} from 'src/modules/documents/entities/document.entity';
import { DocumentReadError } from 'src/modules/documents/exceptions/document-read.error';
import { DocumentSandbox } from 'src/modules/documents/sandbox/document-sandbox.service';
import type { PendingImage, ReadOutcome } from 'src/modules/documents/sandbox/read-task';
import { DocumentStore } from 'src/modules/documents/services/document-store.service';
import { currentJobSignal } from 'src/modules/jobs/support/job-signal';

/** The text of one document, page by page, in the order the client sent the documents. */
export interface ReadDocument {
  documentId: string;
  filename: string;
  pages: DocumentPage[];
  /** Set (with no pages) when the whole file cannot be read, and `unreadable: 'report'` was asked. */
  unreadable?: string;
}

/** Whose documents to read: the API user who sent them (the job's `apiUserId`). */
export interface DocumentReaderOwner {
  userId: string;
}

export interface ReadOptions {
  /**
   * What a file or page that cannot be read does: `fail` (default) throws a DocumentReadError
   * naming it; `report` returns it marked `unreadable` for the caller to show its user.
   */
  unreadable?: 'fail' | 'report';
}

/**
 * Turns stored documents into text once, in the sandbox, and keeps the pages (dropping the bytes);
 * later reads return them, and an unreadable file always gives the same reason.
 */
@Injectable()
export class DocumentReader {
  constructor(
    private readonly store: DocumentStore,
    private readonly sandbox: DocumentSandbox,
    @Inject(TEXT_READER) private readonly textReader: TextReader,
    @Inject(documentsConfig.KEY) private readonly config: DocumentsConfig,
  ) {}

  /** One document at a time, so at most one file's bytes are in memory. */
  async read(
    documentIds: readonly string[],
    owner: DocumentReaderOwner,
    options: ReadOptions = {},
  ): Promise<ReadDocument[]> {
    const read: ReadDocument[] = [];
    for (const id of documentIds) {
      const document = await this.readOne(id, owner);
      if (options.unreadable !== 'report') assertReadable(document);
      read.push(document);
    }
    return read;
  }

  private async readOne(id: string, owner: DocumentReaderOwner): Promise<ReadDocument> {
    const document = await this.store.find(id, owner.userId);
    if (!document) throw new DocumentReadError(`Document ${id} was not found`);
    const earlier = earlierRead(document);
    if (earlier) return earlier;
    const data = await this.store.content(document);
    if (!data) {
      // Another worker read it meanwhile and dropped the bytes: its outcome is on the row now.
      const finished = await this.store.find(id, owner.userId);
      const outcome = finished && earlierRead(finished);
      if (outcome) return outcome;
      throw new Error(`The stored bytes of document ${id} are incomplete`);
    }
    const outcome = await this.extract(document, data);
    if (!outcome.read) {
      const reason = `the file ${outcome.problem}`;
      await this.store.saveFailed(id, reason);
      return { documentId: id, filename: document.filename, pages: [], unreadable: reason };
    }
    const pages = await this.readImages(document, outcome.pages, outcome.images);
    if (Buffer.byteLength(JSON.stringify(pages)) > MAX_TEXT_BYTES) {
      const reason = `the file holds more than ${describeBytes(MAX_TEXT_BYTES)} of text; split it into smaller files`;
      await this.store.saveFailed(id, reason);
      return { documentId: id, filename: document.filename, pages: [], unreadable: reason };
    }
    await this.store.saveRead(id, pages);
    return { documentId: id, filename: document.filename, pages };
  }

  private extract(document: Document, data: Buffer): Promise<ReadOutcome> {
    const { readTimeoutMs: _, ...budgets } = this.config.budgets;
    return this.sandbox.read(
      {
        mediaType: document.mediaType,
        // A copy of its own, moved to the sandbox's thread.
        data: new Uint8Array(data),
        budgets,
        ocr: this.textReader instanceof TesseractOcr ? 'builtin' : 'caller',
      },
      currentJobSignal(),
    );
  }

  /** Pages the sandbox left for the AI provider's OCR (scans and photos), read in order. */
  private async readImages(
    document: Document,
    pages: DocumentPage[],
    images: PendingImage[],
  ): Promise<DocumentPage[]> {
    for (const image of images) {
      const where = document.mediaType === 'application/pdf' ? `page ${image.page} of ` : '';
      const { text, confidence, lines } = await this.ocr(document, image, where);
      pages[image.page - 1] = {
        page: image.page,
        text: text.trim(),
        source: 'ocr',
        confidence,
        ...(lines ? { lines } : {}),
      };
    }
    return pages;
  }

  /**
   * OCR failures are the reader's, not the file's: named, retryable when `transient`, never stored.
   */
  private async ocr(document: Document, image: PendingImage, where: string) {
    try {
      return await this.textReader.readImage({
        data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
        mimeType: image.mimeType,
      });
    } catch (error) {
      if (!(error instanceof Error) || !('transient' in error)) throw error;
      throw new DocumentReadError(
        `Could not read ${where}"${document.filename}": ${error.message}`,
        error.transient === true,
      );
    }
  }
}

/** The outcome of an earlier read, if any: its pages, or the reason it could not be read. */
function earlierRead(document: Document): ReadDocument | null {
  if (document.status === DocumentStatus.FAILED) {
    return {
      documentId: document.id,
      filename: document.filename,
      pages: [],
      unreadable: document.error ?? 'the file cannot be read',
    };
  }
  if (document.status !== DocumentStatus.READ || !document.pages) return null;
  return { documentId: document.id, filename: document.filename, pages: document.pages };
}

/** A document and every page of it readable, else a DocumentReadError naming what is not. */
function assertReadable(document: ReadDocument): void {
  if (document.unreadable) {
    throw new DocumentReadError(`Could not read "${document.filename}": ${document.unreadable}`);
  }
  const page = document.pages.find((candidate) => candidate.unreadable);
  if (page) throw new DocumentReadError(describeUnreadablePage(document, page));
}

/** "Page 3 of "scan.pdf" is damaged …", or for a photo: ""photo.png" is an image of …". */
export function describeUnreadablePage(document: ReadDocument, page: DocumentPage): string {
  const multiPage = document.pages.length > 1 || page.page > 1;
  const where = multiPage
    ? `Page ${page.page} of "${document.filename}"`
    : `"${document.filename}"`;
  return `${where} ${page.unreadable ?? 'cannot be read'}`;
}
