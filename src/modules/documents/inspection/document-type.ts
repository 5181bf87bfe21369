import { sniffImageType } from 'src/common/outbound/image-type';

export const DOCX_MEDIA_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DocumentMediaType =
  | 'application/pdf'
  | typeof DOCX_MEDIA_TYPE
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'text/plain';

export const ACCEPTED_FORMATS = 'PDF, DOCX, JPEG, PNG, WebP or plain UTF-8 text';

const ZIP_LOCAL_HEADER = Buffer.from('504b0304', 'hex');
// Zip entry names are stored in plain bytes, in each local header and in the central directory.
// A truncated .docx may have lost its `word/document.xml` entry but still holds other `word/`
// parts: it is a damaged DOCX (422), not some other zip archive (415).
const DOCX_PART = Buffer.from('word/');
const OLE_COMPOUND_FILE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const HTML_START = /^\s*<(!doctype\s+html|html[\s>])/i;
// Text may hold tabs, line breaks and form feeds (page breaks); other C0 controls mean binary.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;

/**
 * The type of a document from its bytes, never its name or declared type; null for anything
 * unsupported.
 */
export function sniffDocumentType(data: Buffer): DocumentMediaType | null {
  const signed = sniffImageType(data);
  if (signed) return signed;
  if (startsWith(data, ZIP_LOCAL_HEADER)) return data.includes(DOCX_PART) ? DOCX_MEDIA_TYPE : null;
  const text = decodeUtf8(data);
  return text !== null && !BINARY_CONTROL.test(text) && !HTML_START.test(text)
    ? 'text/plain'
    : null;
}

/** Why a refused file was refused, when its bytes say more than "unsupported". */
export function describeUnsupported(data: Buffer): string {
  if (startsWith(data, OLE_COMPOUND_FILE)) {
    return 'is a legacy Word file or a password-protected Office file; save it as an unprotected .docx or PDF';
  }
  if (startsWith(data, ZIP_LOCAL_HEADER)) return 'is a zip archive, not a DOCX document';
  if (HTML_START.test(data.subarray(0, 1024).toString('latin1'))) return 'is an HTML page';
  return 'is not a supported file type';
}

/** The text of UTF-8 bytes without a byte-order mark, or null when they are not valid UTF-8. */
export function decodeUtf8(data: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return null;
  }
}

function startsWith(data: Buffer, prefix: Buffer): boolean {
  return data.subarray(0, prefix.length).equals(prefix);
}
