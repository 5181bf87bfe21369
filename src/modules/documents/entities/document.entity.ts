import { Column, Entity } from 'typeorm';
import type { RecognisedLine } from 'src/ai/ports/text-reading.port';
import { UuidEntity } from 'src/common/database/uuid-entity';
import type { DocumentMediaType } from 'src/modules/documents/inspection/document-type';

export enum DocumentStatus {
  /** Accepted and stored; its text has not been read yet. */
  STORED = 'stored',
  /** Its pages are on the row; the file's bytes are gone. */
  READ = 'read',
  /** The file turned out unreadable; `error` says why, for every later read too. */
  FAILED = 'failed',
}

export type PageSource = 'text-layer' | 'ocr' | 'docx' | 'text';

/** The text of one page, and where it came from. */
export interface DocumentPage {
  /** 1-based. */
  page: number;
  text: string;
  source: PageSource;
  /** 0–100, the OCR's own confidence; only for `ocr` pages. */
  confidence?: number;
  /** Its lines with the OCR's confidence for each, when the OCR reports them (`ocr` pages). */
  lines?: RecognisedLine[];
  /**
   * Set when this page (or image) could not be read: why, completing "Page 2 of "scan.pdf" …".
   * Its `text` is empty then; it is not a blank page and must not be marked as one.
   */
  unreadable?: string;
}

/**
 * A file a client sent (uploaded or by URL), kept until its text is read. Always looked up with
 * the API user who sent it: no other tenant, and no other user of the same client, reads it.
 */
@Entity('documents')
export class Document extends UuidEntity {
  @Column({ name: 'api_user_id', type: 'char', length: 36 })
  apiUserId!: string;

  @Column({ name: 'client_id', type: 'char', length: 36 })
  clientId!: string;

  @Column({ type: 'varchar', length: 255 })
  filename!: string;

  /** Sniffed from the bytes, never taken from the client. */
  @Column({ name: 'media_type', type: 'varchar', length: 100 })
  mediaType!: DocumentMediaType;

  @Column({ name: 'byte_size', type: 'int' })
  byteSize!: number;

  @Column({ type: 'char', length: 64 })
  sha256!: string;

  /** The `file_urls` entry it was fetched from; null for uploads. */
  @Column({ name: 'source_url', type: 'text', nullable: true })
  sourceUrl!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: DocumentStatus;

  /** Known at intake for PDFs; set for every type once read. */
  @Column({ name: 'page_count', type: 'int', nullable: true })
  pageCount!: number | null;

  @Column({ type: 'json', nullable: true })
  pages!: DocumentPage[] | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;
}
