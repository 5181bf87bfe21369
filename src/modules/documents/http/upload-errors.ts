import { MulterError } from 'multer';
import {
  describeBytes,
  DOCUMENTS_FIELD,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_REQUEST,
  MAX_FORM_FIELD_BYTES,
} from 'src/modules/documents/document-limits';
import {
  DocumentsErrorCode,
  DocumentsException,
} from 'src/modules/documents/exceptions/documents.exception';

/**
 * multer's and busboy's errors as the client's mistakes they are (over a limit is
 * 413), rendered in the route's family. Errors of the machine (a full temp disk) stay as they are.
 */
export function fromUploadError(error: unknown): Error {
  if (error instanceof MulterError) return fromMulterError(error);
  if (error instanceof Error && !(error as NodeJS.ErrnoException).code) {
    // busboy: "Unexpected end of form", "Multipart: Boundary not found", "Malformed part header".
    return malformed(error.message);
  }
  return error instanceof Error ? error : new Error(String(error));
}

function fromMulterError(error: MulterError): DocumentsException {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE': {
      // multer 2 names the file; its type declarations do not know that yet.
      const { filename } = error as MulterError & { filename?: string };
      const name = filename ? `"${filename}"` : 'A file';
      return new DocumentsException(
        DocumentsErrorCode.FILE_TOO_LARGE,
        `${name} is larger than ${describeBytes(MAX_DOCUMENT_BYTES)}`,
        { field: DOCUMENTS_FIELD },
      );
    }
    case 'LIMIT_FILE_COUNT':
      return new DocumentsException(
        DocumentsErrorCode.TOO_MANY_FILES,
        `At most ${MAX_DOCUMENTS_PER_REQUEST} documents per request`,
        { field: DOCUMENTS_FIELD },
      );
    case 'LIMIT_UNEXPECTED_FILE':
      return new DocumentsException(
        DocumentsErrorCode.UNEXPECTED_FILE_FIELD,
        `Unexpected file in field "${error.field ?? ''}"; send files in "${DOCUMENTS_FIELD}"`,
      );
    case 'LIMIT_FIELD_VALUE':
      return new DocumentsException(
        DocumentsErrorCode.FIELD_TOO_LARGE,
        `Form field "${error.field ?? ''}" is larger than ${describeBytes(MAX_FORM_FIELD_BYTES)}`,
        { field: error.field },
      );
    default:
      return malformed(error.message);
  }
}

const malformed = (reason: string) =>
  new DocumentsException(
    DocumentsErrorCode.MALFORMED_UPLOAD,
    `The multipart body could not be read: ${reason}`,
  );
