import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { CONTENT_CHUNK_BYTES } from 'src/modules/documents/document-limits';
import { DocumentChunk } from 'src/modules/documents/entities/document-chunk.entity';
import {
  Document,
  type DocumentPage,
  DocumentStatus,
} from 'src/modules/documents/entities/document.entity';

export type NewDocument = Pick<
  Document,
  | 'apiUserId'
  | 'clientId'
  | 'filename'
  | 'mediaType'
  | 'byteSize'
  | 'sha256'
  | 'sourceUrl'
  | 'pageCount'
>;

/** Rows of `documents` and the bytes in `document_chunks`: the only code that touches either. */
@Injectable()
export class DocumentStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The row and its bytes, in one transaction. */
  create(fields: NewDocument, content: Buffer): Promise<Document> {
    return this.dataSource.transaction(async (manager) => {
      const document = await manager.save(
        manager.create(Document, {
          ...fields,
          status: DocumentStatus.STORED,
          pages: null,
          error: null,
        }),
      );
      for (let position = 0; position * CONTENT_CHUNK_BYTES < content.length; position++) {
        const start = position * CONTENT_CHUNK_BYTES;
        await manager.insert(DocumentChunk, {
          documentId: document.id,
          position,
          data: content.subarray(start, start + CONTENT_CHUNK_BYTES),
        });
      }
      return document;
    });
  }

  /** A document of this API user; null for an unknown id and for anyone else's document. */
  find(id: string, apiUserId: string): Promise<Document | null> {
    return this.dataSource.manager.findOneBy(Document, { id, apiUserId });
  }

  /** The stored bytes of a document not yet read; null once a read has dropped them. */
  async content(document: Document): Promise<Buffer | null> {
    const chunks = await this.dataSource.manager.find(DocumentChunk, {
      where: { documentId: document.id },
      order: { position: 'ASC' },
    });
    const data = Buffer.concat(chunks.map((chunk) => chunk.data));
    return data.length === document.byteSize ? data : null;
  }

  /** Keeps the text and drops the bytes: a later read, or a re-run step, needs only the text. */
  saveRead(id: string, pages: DocumentPage[]): Promise<void> {
    return this.finish(id, { status: DocumentStatus.READ, pages, pageCount: pages.length });
  }

  /** The file itself is unreadable: every later read gives the same reason without trying again. */
  saveFailed(id: string, error: string): Promise<void> {
    return this.finish(id, { status: DocumentStatus.FAILED, error });
  }

  /** Removes documents of a request that was refused part-way (their chunks go with them). */
  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.dataSource.manager.delete(Document, { id: In([...ids]) });
  }

  /** The first outcome wins: a second worker that read the same document changes nothing. */
  private finish(id: string, outcome: Partial<Document>): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(Document, { id, status: DocumentStatus.STORED }, outcome);
      await manager.delete(DocumentChunk, { documentId: id });
    });
  }
}
