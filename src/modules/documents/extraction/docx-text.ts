import mammoth from 'mammoth';
import { DEFAULT_DOCUMENT_BUDGETS } from 'src/modules/documents/document-limits';
import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import { tidyText } from 'src/modules/documents/extraction/page-text';
import { TextBudget } from 'src/modules/documents/extraction/text-budget';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';
import { checkZipBudget, type ZipBudget } from 'src/modules/documents/extraction/zip-budget';

export interface DocxBudget extends ZipBudget {
  maxTextChars: number;
}

/**
 * A .docx as one page (it holds no pages; mammoth drops explicit breaks). Every part is measured
 * while inflating first, because mammoth holds whatever part the relationships name as a DOM.
 */
export async function readDocx(
  data: Uint8Array,
  budget: DocxBudget = {
    maxEntryBytes: DEFAULT_DOCUMENT_BUDGETS.maxZipEntryBytes,
    maxTotalBytes: DEFAULT_DOCUMENT_BUDGETS.maxZipTotalBytes,
    maxTextChars: DEFAULT_DOCUMENT_BUDGETS.maxTextChars,
  },
): Promise<DocumentPage[]> {
  await checkZipBudget(data, budget);
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const result = await mammoth.extractRawText({ buffer }).catch(() => {
    throw new UnreadableDocument('is damaged or not a valid DOCX file');
  });
  const text = tidyText(result.value);
  new TextBudget(budget.maxTextChars).add(text);
  return [{ page: 1, text, source: 'docx' }];
}
