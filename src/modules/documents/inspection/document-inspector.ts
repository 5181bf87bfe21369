import JSZip from 'jszip';
import {
  DocumentsErrorCode,
  DocumentsException,
} from 'src/modules/documents/exceptions/documents.exception';
import {
  describeBytes,
  MAX_DOCUMENT_BYTES,
  MAX_DOCX_XML_BYTES,
  MAX_TEXT_BYTES,
} from 'src/modules/documents/document-limits';
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
    return { mediaType, pageCount };
  }
  if (mediaType === DOCX_MEDIA_TYPE) {
    const xmlBytes = await docxXmlBytes(data);
    if (xmlBytes === null) {
      throw refuse(DocumentsErrorCode.DAMAGED, 'is damaged or not a valid DOCX file');
    }
    if (xmlBytes > MAX_DOCX_XML_BYTES) {
      throw refuse(
        DocumentsErrorCode.TOO_MUCH_TEXT,
        `unpacks to more than ${describeBytes(MAX_DOCX_XML_BYTES)} of XML; split it into smaller files`,
      );
    }
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

const XML_PART = /\.(xml|rels)$/;

/**
 * How many bytes the XML parts of a .docx unpack to (what mammoth will parse), counted while
 * inflating and given up past the limit: the sizes a zip declares can lie, and a few MB of
 * deflate can unpack to GBs. Null when the zip does not open, has no `word/document.xml`, or a
 * part does not inflate.
 */
async function docxXmlBytes(data: Buffer): Promise<number | null> {
  try {
    const zip = await JSZip.loadAsync(data);
    if (!zip.file('word/document.xml')) return null;
    let total = 0;
    for (const part of zip.file(XML_PART)) {
      total += await inflatedBytes(part, MAX_DOCX_XML_BYTES - total);
      if (total > MAX_DOCX_XML_BYTES) break;
    }
    return total;
  } catch {
    return null;
  }
}

/** Inflates a zip entry chunk by chunk, keeping none, and stops once past `limit` bytes. */
function inflatedBytes(part: JSZip.JSZipObject, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    // JSZip's Node stream is readable-stream 2: events, not async iteration.
    const stream = part.nodeStream('nodebuffer');
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
