import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum DocumentsErrorCode {
  FILE_TOO_LARGE = 'DOCUMENTS_FILE_TOO_LARGE',
  TOO_MANY_FILES = 'DOCUMENTS_TOO_MANY_FILES',
  /** A text form field beside the files is over its limit. */
  FIELD_TOO_LARGE = 'DOCUMENTS_FIELD_TOO_LARGE',
  /** A plain-text file holds more text than a document may (MAX_TEXT_BYTES). */
  TOO_MUCH_TEXT = 'DOCUMENTS_TOO_MUCH_TEXT',
  /** A PDF with more pages than a document may have (DOCUMENT_MAX_PAGES). */
  TOO_MANY_PAGES = 'DOCUMENTS_TOO_MANY_PAGES',
  /** A file in a multipart field other than `documents`. */
  UNEXPECTED_FILE_FIELD = 'DOCUMENTS_UNEXPECTED_FILE_FIELD',
  /** The multipart body itself cannot be parsed (no boundary, cut short, bad part headers). */
  MALFORMED_UPLOAD = 'DOCUMENTS_MALFORMED_UPLOAD',
  /** The bytes are none of PDF, DOCX, JPEG, PNG, WebP or UTF-8 text. */
  UNSUPPORTED_TYPE = 'DOCUMENTS_UNSUPPORTED_TYPE',
  EMPTY_FILE = 'DOCUMENTS_EMPTY_FILE',
  /** A PDF that needs a password to open. */
  ENCRYPTED = 'DOCUMENTS_ENCRYPTED',
  /** A PDF or DOCX whose structure is broken (truncated, corrupt). */
  DAMAGED = 'DOCUMENTS_DAMAGED',
  /** A `file_urls` entry that could not be fetched (not public, not found, no answer …). */
  URL_NOT_FETCHED = 'DOCUMENTS_URL_NOT_FETCHED',
}

export const DOCUMENTS_ERROR_STATUS: Readonly<Record<DocumentsErrorCode, HttpStatus>> = {
  [DocumentsErrorCode.FILE_TOO_LARGE]: HttpStatus.PAYLOAD_TOO_LARGE,
  [DocumentsErrorCode.TOO_MANY_FILES]: HttpStatus.PAYLOAD_TOO_LARGE,
  [DocumentsErrorCode.FIELD_TOO_LARGE]: HttpStatus.PAYLOAD_TOO_LARGE,
  [DocumentsErrorCode.TOO_MUCH_TEXT]: HttpStatus.PAYLOAD_TOO_LARGE,
  [DocumentsErrorCode.TOO_MANY_PAGES]: HttpStatus.PAYLOAD_TOO_LARGE,
  [DocumentsErrorCode.UNEXPECTED_FILE_FIELD]: HttpStatus.BAD_REQUEST,
  [DocumentsErrorCode.MALFORMED_UPLOAD]: HttpStatus.BAD_REQUEST,
  [DocumentsErrorCode.URL_NOT_FETCHED]: HttpStatus.BAD_REQUEST,
  [DocumentsErrorCode.UNSUPPORTED_TYPE]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  [DocumentsErrorCode.EMPTY_FILE]: HttpStatus.UNPROCESSABLE_ENTITY,
  [DocumentsErrorCode.ENCRYPTED]: HttpStatus.UNPROCESSABLE_ENTITY,
  [DocumentsErrorCode.DAMAGED]: HttpStatus.UNPROCESSABLE_ENTITY,
};

export class DocumentsException extends DomainException<DocumentsErrorCode> {
  protected readonly statuses = DOCUMENTS_ERROR_STATUS;
}
