import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum RubricsErrorCode {
  /** Unknown id, or a rubric of another client: the caller cannot tell which. */
  RUBRIC_NOT_FOUND = 'RUBRICS_RUBRIC_NOT_FOUND',
  TOO_MANY_CRITERIA = 'RUBRICS_TOO_MANY_CRITERIA',
}

export const RUBRICS_ERROR_STATUS: Readonly<Record<RubricsErrorCode, HttpStatus>> = {
  [RubricsErrorCode.RUBRIC_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [RubricsErrorCode.TOO_MANY_CRITERIA]: HttpStatus.BAD_REQUEST,
};

export class RubricsException extends DomainException<RubricsErrorCode> {
  protected readonly statuses = RUBRICS_ERROR_STATUS;
}

export const RUBRIC_NOT_FOUND_MESSAGE = 'Rubric not found';
