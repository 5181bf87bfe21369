import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { MulterError } from 'multer';
import { DomainException } from 'src/common/errors/domain.exception';
import { RequestValidationException } from 'src/common/errors/field-issue';
import type { Problem } from 'src/common/errors/problem';
import { RequestBodyException } from 'src/common/http/body-parser-errors';
import { UnauthenticatedException } from 'src/common/errors/unauthenticated.exception';

function fromRequestBody(exception: RequestBodyException): Problem {
  switch (exception.reason) {
    case 'malformed':
      return { kind: 'malformed_body', message: exception.message };
    case 'too_large':
      return {
        kind: 'error',
        status: HttpStatus.PAYLOAD_TOO_LARGE,
        message: 'Request body is too large',
      };
    case 'too_deep':
      return { kind: 'error', status: HttpStatus.BAD_REQUEST, message: exception.message };
    case 'unsupported':
      return {
        kind: 'error',
        status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
        message: exception.message,
      };
  }
}

/** multer's own errors (unexpected file, too many fields) are client mistakes, not faults. */
function fromMulter(exception: MulterError): Problem {
  const status =
    exception.code === 'LIMIT_FILE_SIZE' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST;
  return { kind: 'error', status, message: exception.message };
}

function fromHttpException(exception: HttpException): Problem {
  const status = exception.getStatus();
  // Nest's unknown-route text ("Cannot GET /x") echoes the path; answer plainly instead.
  if (exception instanceof NotFoundException)
    return { kind: 'error', status, message: 'Not Found' };
  return { kind: 'error', status, message: exception.message };
}

/** Normalises anything thrown while serving a request; unknown errors become `internal`. */
export function toProblem(exception: unknown): Problem {
  if (exception instanceof RequestValidationException) {
    return { kind: 'validation', issues: exception.issues };
  }
  if (exception instanceof UnauthenticatedException) {
    return { kind: 'unauthenticated', reason: exception.reason };
  }
  if (exception instanceof DomainException) {
    return {
      kind: 'error',
      status: exception.status,
      message: exception.message,
      field: exception.options.field,
      detail: exception.options.detail,
    };
  }
  if (exception instanceof RequestBodyException) return fromRequestBody(exception);
  if (exception instanceof MulterError) return fromMulter(exception);
  if (exception instanceof HttpException) return fromHttpException(exception);
  return { kind: 'internal' };
}
