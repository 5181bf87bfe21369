import type { DocumentBudgets } from 'src/config/documents.config';
import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import type { DocumentMediaType } from 'src/modules/documents/inspection/document-type';

/** What the sandbox is asked to read: one document's bytes (transferred, not copied). */
export interface ReadTask {
  mediaType: DocumentMediaType;
  data: Uint8Array<ArrayBuffer>;
  budgets: Omit<DocumentBudgets, 'readTimeoutMs'>;
  /**
   * Who reads scans and photos: the thread's own offline OCR (`builtin`), or the caller
   * (`caller`: an AI provider), which gets each image back in `images`.
   */
  ocr: 'builtin' | 'caller';
}

/** A page image left for the caller's OCR; its page in `pages` is a placeholder until then. */
export interface PendingImage {
  page: number;
  data: Uint8Array;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
}

export type ReadOutcome =
  | { read: true; pages: DocumentPage[]; images: PendingImage[] }
  /** The whole document cannot be read; `problem` completes a sentence naming the file. */
  | { read: false; problem: string };
