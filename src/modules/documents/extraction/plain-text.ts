import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import { decodeUtf8 } from 'src/modules/documents/inspection/document-type';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';

const FORM_FEED = '\f';

/** Plain text as it is; a form feed starts a new page (as printers and `pr` use it). */
export function readPlainText(data: Buffer): DocumentPage[] {
  const text = decodeUtf8(data);
  if (text === null) throw new UnreadableDocument('is not valid UTF-8 text');
  const parts = text.split(FORM_FEED);
  // A form feed that ends the file closes the last page; it does not open an empty one.
  if (parts.length > 1 && parts[parts.length - 1].trim() === '') parts.pop();
  return parts.map((part, index) => ({ page: index + 1, text: part, source: 'text' }));
}
