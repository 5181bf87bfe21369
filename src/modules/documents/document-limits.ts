// The defaults are the DOCUMENT_* settings', so the config defines them.
export { DEFAULT_DOCUMENT_BUDGETS } from 'src/config/document-budgets';

/** docs/api-contract.md: uploaded files ≤ 20 MB each, ≤ 30 per request; the same holds for `file_urls`. */
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

export const describeBytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
