import { HttpStatus } from '@nestjs/common';
import { MulterError } from 'multer';
import { DocumentsException } from 'src/modules/documents/exceptions/documents.exception';
import { fromUploadError } from 'src/modules/documents/http/upload-errors';

const multerError = (code: MulterError['code'], field?: string, filename?: string) =>
  Object.assign(new MulterError(code, field), filename ? { filename } : {});

describe('fromUploadError', () => {
  it.each([
    [
      multerError('LIMIT_FILE_SIZE', 'documents', 'scan.pdf'),
      HttpStatus.PAYLOAD_TOO_LARGE,
      '"scan.pdf" is larger than 20 MB',
    ],
    [
      multerError('LIMIT_FILE_COUNT'),
      HttpStatus.PAYLOAD_TOO_LARGE,
      'At most 30 documents per request',
    ],
    [
      multerError('LIMIT_FIELD_VALUE', 'metadata'),
      HttpStatus.PAYLOAD_TOO_LARGE,
      'Form field "metadata" is larger than 5 MB',
    ],
    [
      multerError('LIMIT_UNEXPECTED_FILE', 'file'),
      HttpStatus.BAD_REQUEST,
      'Unexpected file in field "file"; send files in "documents"',
    ],
    [
      multerError('LIMIT_PART_COUNT'),
      HttpStatus.BAD_REQUEST,
      'The multipart body could not be read: Too many parts',
    ],
    [
      new Error('Unexpected end of form'),
      HttpStatus.BAD_REQUEST,
      'The multipart body could not be read: Unexpected end of form',
    ],
    [
      new Error('Multipart: Boundary not found'),
      HttpStatus.BAD_REQUEST,
      'The multipart body could not be read: Multipart: Boundary not found',
    ],
  ])('turns %s into a %i', (error, status, message) => {
    const mapped = fromUploadError(error);
    expect(mapped).toBeInstanceOf(DocumentsException);
    expect((mapped as DocumentsException).status).toBe(status);
    expect(mapped.message).toBe(message);
  });

  it('keys file errors by the documents field, for families that key messages by field', () => {
    const mapped = fromUploadError(multerError('LIMIT_FILE_COUNT')) as DocumentsException;
    expect(mapped.options.field).toBe('documents');
  });

  it("leaves the machine's own failures alone (a full disk is not the client's mistake)", () => {
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    expect(fromUploadError(full)).toBe(full);
  });
});
