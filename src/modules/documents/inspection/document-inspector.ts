import JSZip from 'jszip';
import {
  DocumentsErrorCode,
  DocumentsException,
} from 'src/modules/documents/exceptions/documents.exception';
import { describeBytes, MAX_TEXT_BYTES } from 'src/modules/documents/document-limits';
import {
  ACCEPTED_FORMATS,
  DOCX_MEDIA_TYPE,
  type DocumentMediaType,
  describeUnsupported,
  sniffDocumentType,
} from 'src/modules/documents/inspection/document-type';
import { openPdf, PdfOpenError } from 'src/modules/documents/pdf/open-pdf';

/** How errors name the file: `"essay.pdf"` for uploads, `https://host/…` for URLs. */
export interface DocumentLabel {
  name: string;
  /** The request field it came in: `documents` or `file_urls`. */
  field: string;
}

export interface Inspection {
  mediaType: DocumentMediaType;
  /** PDFs only: other types learn theirs when read. */
  pageCount: number | null;
}

/**
 * Decides at intake whether a file can be read at all, so the client hears about a wrong type, a
 * password or a broken file now (4xx) and not later as a failed job. Reading the text is left to
 * the worker; this only opens the container.
 */
export async function inspectDocument(data: Buffer, label: DocumentLabel): Promise<Inspection> {
  const refuse = (code: DocumentsErrorCode, problem: string) =>
    new DocumentsException(code, `${label.name} ${problem}`, { field: label.field });

  if (data.length === 0) throw refuse(DocumentsErrorCode.EMPTY_FILE, 'is empty');
  const mediaType = sniffDocumentType(data);
  if (!mediaType) {
    throw refuse(
      DocumentsErrorCode.UNSUPPORTED_TYPE,
      `${describeUnsupported(data)}; send ${ACCEPTED_FORMATS}`,
    );
  }
  if (mediaType === 'application/pdf') {
    const pageCount = await countPdfPages(data).catch((error: unknown) => {
      if (!(error instanceof PdfOpenError)) throw error;
      throw error.reason === 'encrypted'
        ? refuse(
            DocumentsErrorCode.ENCRYPTED,
            'is password-protected; remove the password and send it again',
          )
        : refuse(DocumentsErrorCode.DAMAGED, 'is damaged or not a valid PDF file');
    });
    return { mediaType, pageCount };
  }
  if (mediaType === DOCX_MEDIA_TYPE && !(await isIntactDocx(data))) {
    throw refuse(DocumentsErrorCode.DAMAGED, 'is damaged or not a valid DOCX file');
  }
  if (mediaType === 'text/plain' && data.length > MAX_TEXT_BYTES) {
    throw refuse(
      DocumentsErrorCode.TOO_MUCH_TEXT,
      `holds more than ${describeBytes(MAX_TEXT_BYTES)} of text; split it into smaller files`,
    );
  }
  return { mediaType, pageCount: null };
}

async function countPdfPages(data: Buffer): Promise<number> {
  const pdf = await openPdf(data);
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

/** The zip opens, every entry matches its checksum, and the main document part is there. */
async function isIntactDocx(data: Buffer): Promise<boolean> {
  try {
    const zip = await JSZip.loadAsync(data, { checkCRC32: true });
    return zip.file('word/document.xml') !== null;
  } catch {
    return false;
  }
}
