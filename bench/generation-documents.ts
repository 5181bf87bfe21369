/**
 * The 10-page documents of bench:generation: FairytaleQA stories (../shared/data/passages, Xu et
 * al. 2022, Apache-2.0) set on A4 pages as a book would be, and the document rows the
 * DocumentReader needs, in memory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import PDFDocument from 'pdfkit';
import type { TextReader } from 'src/ai/ports/text-reading.port';
import {
  type Document,
  type DocumentPage,
  DocumentStatus,
} from 'src/modules/documents/entities/document.entity';
import type { DocumentStore } from 'src/modules/documents/services/document-store.service';

/** The shared data beside the checkout: ../shared from the main checkout, ../../shared from a worktree. */
export const STORIES =
  ['../shared', '../../shared']
    .map((root) => `${root}/data/passages/fairytaleqa`)
    .find((dir) => existsSync(dir)) ?? '../shared/data/passages/fairytaleqa';
const PAGES = 10;
/** The API user the documents belong to. */
export const USER = 'bench-user';

/** JSON in, JSON out, as the database's JSON columns are. */
export const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A story's sections laid out on ten pages of about the same number of words. */
export function storyPages(file: string): string[][] {
  const rows = parse<{ text: string }>(readFileSync(join(STORIES, file), 'utf8'), {
    columns: true,
  });
  const paragraphs = rows.map((row) => row.text.replace(/\s+/g, ' ').trim());
  const words = paragraphs.reduce((total, text) => total + text.split(' ').length, 0);
  const pages: string[][] = [[]];
  let onPage = 0;
  for (const paragraph of paragraphs) {
    // A page takes whole sentences up to its share of the words, as a typeset page would.
    for (const sentence of paragraph.match(/[^.!?]+[.!?]+["”’)]*\s*|[^.!?]+$/g) ?? []) {
      const page = pages[pages.length - 1];
      if (page.length === 0) page.push('');
      page[page.length - 1] += sentence;
      onPage += sentence.split(' ').length;
      if (onPage >= words / PAGES && pages.length < PAGES) {
        pages.push([]);
        onPage = 0;
      }
    }
    const page = pages[pages.length - 1];
    if (page.length > 0) page.push('');
  }
  return pages.map((page) => page.map((text) => text.trim()).filter(Boolean));
}

/** A text PDF set as a book page is (A4, 11 pt, 2 cm margins): one page per entry. */
export function bookPdf(pages: string[][]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 57, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const paragraphs of pages) {
      doc.addPage().fontSize(11);
      for (const paragraph of paragraphs) doc.text(paragraph, { paragraphGap: 6 });
    }
    doc.end();
  });
}

/** The document rows the reader needs, in memory: bytes until read, then the pages. */
export class MemoryDocuments {
  private readonly rows = new Map<string, { document: Document; data: Buffer | null }>();

  add(id: string, filename: string, data: Buffer): void {
    const document = {
      id,
      apiUserId: USER,
      filename,
      mediaType: 'application/pdf',
      byteSize: data.length,
      status: DocumentStatus.STORED,
      pages: null,
      error: null,
    } as unknown as Document;
    this.rows.set(id, { document, data });
  }

  store(): DocumentStore {
    const store = {
      find: (id: string) => Promise.resolve(this.rows.get(id)?.document ?? null),
      content: (document: Document) => Promise.resolve(this.rows.get(document.id)?.data ?? null),
      saveRead: (id: string, pages: DocumentPage[]) => {
        const row = this.rows.get(id)!;
        Object.assign(row.document, { status: DocumentStatus.READ, pages: stored(pages) });
        row.data = null;
        return Promise.resolve();
      },
      saveFailed: () => Promise.resolve(),
    };
    return store as unknown as DocumentStore;
  }
}

/** Only text PDFs are read here; an OCR call would mean the bench is not measuring that. */
export const NO_OCR: TextReader = {
  readImage: () => Promise.reject(new Error('The bench documents have a text layer')),
};
