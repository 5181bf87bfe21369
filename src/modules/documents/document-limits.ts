/** CONTRACT.md §9: uploaded files ≤ 20 MB each, ≤ 30 per request; the same holds for `file_urls`. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_REQUEST = 30;

/** The multipart field that carries files, and the JSON/form field that carries URLs. */
export const DOCUMENTS_FIELD = 'documents';
export const FILE_URLS_FIELD = 'file_urls';

/** Text form fields beside the files: the same 5 MB as a JSON body. */
export const MAX_FORM_FIELD_BYTES = 5 * 1024 * 1024;

/** Deadline for fetching one `file_urls` entry (connect, redirects and body). */
export const FILE_URL_TIMEOUT_MS = 30_000;
export const FILE_URL_MAX_REDIRECTS = 3;

/**
 * Bytes of a document are stored in pieces: MySQL's client escapes a buffer as hex, and MariaDB's
 * default `max_allowed_packet` is 16 MB, so a 20 MB file cannot go in (or come out) as one value.
 */
export const CONTENT_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * The extracted pages of one document, as JSON, must fit one statement under the same packet
 * limit after escaping (at most twice as long): about 2,000 pages of dense text.
 */
export const MAX_TEXT_BYTES = 4 * 1024 * 1024;

/** What the XML of a .docx may unpack to: mammoth holds it all in memory as a DOM. */
export const MAX_DOCX_XML_BYTES = 32 * 1024 * 1024;

/**
 * Images inside a PDF larger than this many pixels are not decoded (an A4 page scanned at 600
 * dpi is 35 million): one declared 50,000 × 50,000 image would otherwise take 10 GB.
 */
export const MAX_PDF_IMAGE_PIXELS = 40_000_000;

export const describeBytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
