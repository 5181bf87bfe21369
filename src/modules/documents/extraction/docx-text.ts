import mammoth from 'mammoth';
import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import { tidyText } from 'src/modules/documents/extraction/page-text';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';

/**
 * The text of a Word document as one page: a .docx file holds no pages (Word lays them out when
 * it shows the file), and mammoth's raw text drops the explicit page breaks it could have used.
 */
export async function readDocx(data: Buffer): Promise<DocumentPage[]> {
  const result = await mammoth.extractRawText({ buffer: data }).catch(() => {
    throw new UnreadableDocument('is damaged or not a valid DOCX file');
  });
  return [{ page: 1, text: tidyText(result.value), source: 'docx' }];
}
