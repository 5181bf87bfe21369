import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum ExamsErrorCode {
  /** Unknown id, or another API user's: the caller cannot tell which. */
  NOT_FOUND = 'EXAMS_NOT_FOUND',
  /** Files and `isFinal` in one PATCH, or neither. */
  INVALID_PATCH = 'EXAMS_INVALID_PATCH',
  /** Files sent after `isFinal`, or `isFinal` twice. */
  ALREADY_FINAL = 'EXAMS_ALREADY_FINAL',
  /** `isFinal` without any file attached. */
  NO_FILES = 'EXAMS_NO_FILES',
  MODEL_ANSWER_EXISTS = 'EXAMS_MODEL_ANSWER_EXISTS',
  /** A step whose inputs are not ready (questions or model answers not Completed). */
  NOT_READY = 'EXAMS_NOT_READY',
  /** A correction that does not fit (marks that do not add up, a score above the maximum). */
  INVALID_CORRECTION = 'EXAMS_INVALID_CORRECTION',
  ALREADY_PUBLISHED = 'EXAMS_ALREADY_PUBLISHED',
  NOT_PUBLISHED = 'EXAMS_NOT_PUBLISHED',
}

export const EXAMS_ERROR_STATUS: Readonly<Record<ExamsErrorCode, HttpStatus>> = {
  [ExamsErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [ExamsErrorCode.INVALID_PATCH]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.ALREADY_FINAL]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.NO_FILES]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.MODEL_ANSWER_EXISTS]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.NOT_READY]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.INVALID_CORRECTION]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.ALREADY_PUBLISHED]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.NOT_PUBLISHED]: HttpStatus.BAD_REQUEST,
};

export class ExamsException extends DomainException<ExamsErrorCode> {
  protected readonly statuses = EXAMS_ERROR_STATUS;
}

export const notFound = (what: string) =>
  new ExamsException(ExamsErrorCode.NOT_FOUND, `${what} not found`);
