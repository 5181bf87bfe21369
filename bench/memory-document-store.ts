import { type Document, DocumentStatus } from 'src/modules/documents/entities/document.entity';
import type { DocumentMediaType } from 'src/modules/documents/inspection/document-type';
import type { DocumentStore } from 'src/modules/documents/services/document-store.service';

/** The one API user the reading benchmarks read documents for. */
export const BENCH_OWNER = { userId: 'bench-user' };

export type BenchFiles = Map<string, { mediaType: DocumentMediaType; data: Buffer }>;

/**
 * A DocumentStore over files held in memory (id → bytes), so a benchmark times the reader
 * alone: every file is stored and unread, and nothing read is saved.
 */
export function memoryDocumentStore(files: BenchFiles): DocumentStore {
  const store = {
    find: (id: string) => {
      const file = files.get(id);
      if (!file) return Promise.resolve(null);
      const document = {
        id,
        apiUserId: BENCH_OWNER.userId,
        filename: id,
        mediaType: file.mediaType,
        byteSize: file.data.length,
        status: DocumentStatus.STORED,
        pages: null,
        error: null,
      } as Partial<Document>;
      return Promise.resolve(document as Document);
    },
    content: (document: Document) => Promise.resolve(Buffer.from(files.get(document.id)!.data)),
    saveRead: () => Promise.resolve(),
    saveFailed: () => Promise.resolve(),
  };
  return store as unknown as DocumentStore;
}
