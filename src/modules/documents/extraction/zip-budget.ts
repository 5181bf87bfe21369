import JSZip from 'jszip';
import { describeBytes } from 'src/modules/documents/document-limits';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';

export interface ZipBudget {
  /** Bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** Bytes all entries may inflate to together. */
  maxTotalBytes: number;
}

/**
 * Inflates every ZIP entry, keeping none, and refuses past a budget: relationships may name any
 * entry as the main part, and declared sizes can lie.
 */
export async function checkZipBudget(data: Uint8Array, budget: ZipBudget): Promise<void> {
  const zip = await JSZip.loadAsync(data).catch(() => {
    throw new UnreadableDocument('is damaged or not a valid DOCX file');
  });
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const limit = Math.min(budget.maxEntryBytes, budget.maxTotalBytes - total);
    const size = await inflatedBytes(entry, limit).catch(() => {
      throw new UnreadableDocument('is damaged or not a valid DOCX file');
    });
    if (size > budget.maxEntryBytes) {
      throw new UnreadableDocument(
        `is too large to read: its part "${entry.name}" unpacks to more than ` +
          `${describeBytes(budget.maxEntryBytes)} (the limit for one part)`,
      );
    }
    total += size;
    if (total > budget.maxTotalBytes) {
      throw new UnreadableDocument(
        `is too large to read: it unpacks to more than ${describeBytes(budget.maxTotalBytes)} ` +
          '(the limit for a whole file)',
      );
    }
  }
}

/** Inflates one entry, keeping no bytes, and stops as soon as it is past `limit` bytes. */
function inflatedBytes(entry: JSZip.JSZipObject, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    // JSZip's Node stream is readable-stream 2: events, not async iteration.
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return;
      stream.pause();
      stream.removeAllListeners('data');
      resolve(size);
    });
    stream.on('end', () => resolve(size));
    stream.on('error', reject);
  });
}
