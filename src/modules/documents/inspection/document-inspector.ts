import {
  DocumentsErrorCode,
  DocumentsException,
} from 'src/modules/documents/exceptions/documents.exception';
import {
  describeBytes,
  DEFAULT_DOCUMENT_BUDGETS,
  MAX_DOCUMENT_BYTES,
  MAX_TEXT_BYTES,
} from 'src/modules/documents/document-limits';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';
import { checkZipBudget } from 'src/modules/documents/extraction/zip-budget';
import type { DocumentBudgets } from 'src/config/documents.config';
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

/** The budgets intake can check cheaply: a PDF's pages, what a DOCX unpacks to. */
export type IntakeBudgets = Pick<
  DocumentBudgets,
  'maxPages' | 'maxZipEntryBytes' | 'maxZipTotalBytes'
>;

/**
 * Opens the container at intake, so a wrong type, password or broken file is a 4xx now, not a
 * failed job later.
 */
export async function inspectDocument(
  data: Buffer,
  label: DocumentLabel,
  budgets: IntakeBudgets = DEFAULT_DOCUMENT_BUDGETS,
): Promise<Inspection> {
  const refuse = (code: DocumentsErrorCode, problem: string) =>
    new DocumentsException(code, `${label.name} ${problem}`, { field: label.field });

  if (data.length === 0) throw refuse(DocumentsErrorCode.EMPTY_FILE, 'is empty');
  // multer and the downloader stop at the limit already; a family's own storage may not.
  if (data.length > MAX_DOCUMENT_BYTES) {
    throw refuse(
      DocumentsErrorCode.FILE_TOO_LARGE,
      `is larger than ${describeBytes(MAX_DOCUMENT_BYTES)}`,
    );
  }
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
    if (pageCount > budgets.maxPages) {
      throw refuse(
        DocumentsErrorCode.TOO_MANY_PAGES,
        `has ${pageCount.toLocaleString('en-GB')} pages, more than the ` +
          `${budgets.maxPages.toLocaleString('en-GB')} a document may have; split it into smaller files`,
      );
    }
    return { mediaType, pageCount };
  }
  if (mediaType === DOCX_MEDIA_TYPE) {
    await checkZipBudget(data, {
      maxEntryBytes: budgets.maxZipEntryBytes,
      maxTotalBytes: budgets.maxZipTotalBytes,
    }).catch((error: unknown) => {
      if (!(error instanceof UnreadableDocument)) throw error;
      throw error.problem.startsWith('is damaged')
        ? refuse(DocumentsErrorCode.DAMAGED, error.problem)
        : refuse(DocumentsErrorCode.TOO_MUCH_TEXT, `${error.problem}; split it into smaller files`);
    });
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
