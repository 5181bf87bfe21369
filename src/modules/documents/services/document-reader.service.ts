import { Inject, Injectable } from '@nestjs/common';
import { TEXT_READER, type TextReader } from 'src/ai/ports/text-reading.port';
import { describeBytes, MAX_TEXT_BYTES } from 'src/modules/documents/document-limits';
import {
  type Document,
  type DocumentPage,
  DocumentStatus,
} from 'src/modules/documents/entities/document.entity';
import { DocumentReadError } from 'src/modules/documents/exceptions/document-read.error';
import { readDocx } from 'src/modules/documents/extraction/docx-text';
import { readPdf } from 'src/modules/documents/extraction/pdf-pages';
import { readPlainText } from 'src/modules/documents/extraction/plain-text';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';
import { DOCX_MEDIA_TYPE } from 'src/modules/documents/inspection/document-type';
import { DocumentStore } from 'src/modules/documents/services/document-store.service';

type PageImage = Parameters<TextReader['readImage']>[0];

/** The text of one document, page by page, in the order the client sent the documents. */
export interface ReadDocument {
  documentId: string;
  filename: string;
  pages: DocumentPage[];
}

/** Whose documents to read: the API user who sent them (the job's `apiUserId`). */
export interface DocumentReaderOwner {
  userId: string;
}

/**
 * Turns stored documents into text, once: the first read extracts the pages and keeps them on the
 * row (the file's bytes are dropped then), every later read returns them as stored. A file that
 * turns out unreadable is marked so, and every read gives the same reason.
 */
@Injectable()
export class DocumentReader {
  constructor(
    private readonly store: DocumentStore,
    @Inject(TEXT_READER) private readonly textReader: TextReader,
  ) {}

  /** One document at a time, so at most one file's bytes and one page are in memory. */
  async read(documentIds: readonly string[], owner: DocumentReaderOwner): Promise<ReadDocument[]> {
    const read: ReadDocument[] = [];
    for (const id of documentIds) read.push(await this.readOne(id, owner));
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
    let pages: DocumentPage[];
    try {
      pages = withinTextLimit(await this.extract(document, data));
    } catch (error) {
      if (!(error instanceof UnreadableDocument)) throw error;
      const reason = `the file ${error.problem}`;
      await this.store.saveFailed(id, reason);
      throw new DocumentReadError(`Could not read "${document.filename}": ${reason}`);
    }
    await this.store.saveRead(id, pages);
    return { documentId: id, filename: document.filename, pages };
  }

  private async extract(document: Document, data: Buffer): Promise<DocumentPage[]> {
    switch (document.mediaType) {
      case 'application/pdf':
        return readPdf(data, (png, page) =>
          this.ocr(document, { data: png, mimeType: 'image/png' }, `page ${page} of `),
        );
      case DOCX_MEDIA_TYPE:
        return readDocx(data);
      case 'text/plain':
        return readPlainText(data);
      case 'image/jpeg':
      case 'image/png':
      case 'image/webp': {
        const { text, confidence } = await this.ocr(document, {
          data,
          mimeType: document.mediaType,
        });
        return [{ page: 1, text: text.trim(), source: 'ocr', confidence }];
      }
    }
  }

  /**
   * OCR failures are the reader's, not the file's (a provider timing out, an image it cannot
   * decode): reported with the file's name, retryable when the provider says so, never stored.
   * Providers mark the errors they word for clients with `transient`; anything else is a bug.
   */
  private async ocr(document: Document, image: PageImage, where = '') {
    try {
      return await this.textReader.readImage(image);
    } catch (error) {
      if (!(error instanceof Error) || !('transient' in error)) throw error;
      throw new DocumentReadError(
        `Could not read ${where}"${document.filename}": ${error.message}`,
        error.transient === true,
      );
    }
  }
}

/** The outcome of an earlier read, if any: its pages, or its reason thrown again. */
function earlierRead(document: Document): ReadDocument | null {
  if (document.status === DocumentStatus.FAILED) {
    throw new DocumentReadError(`Could not read "${document.filename}": ${document.error}`);
  }
  if (document.status !== DocumentStatus.READ || !document.pages) return null;
  return { documentId: document.id, filename: document.filename, pages: document.pages };
}

function withinTextLimit(pages: DocumentPage[]): DocumentPage[] {
  if (Buffer.byteLength(JSON.stringify(pages)) > MAX_TEXT_BYTES) {
    throw new UnreadableDocument(
      `holds more than ${describeBytes(MAX_TEXT_BYTES)} of text; split it into smaller files`,
    );
  }
  return pages;
}
