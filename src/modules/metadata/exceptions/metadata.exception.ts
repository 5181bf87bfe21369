import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum MetadataErrorCode {
  BOARD_NOT_FOUND = 'METADATA_BOARD_NOT_FOUND',
  GRADE_NOT_FOUND = 'METADATA_GRADE_NOT_FOUND',
}

export const METADATA_ERROR_STATUS: Readonly<Record<MetadataErrorCode, HttpStatus>> = {
  [MetadataErrorCode.BOARD_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [MetadataErrorCode.GRADE_NOT_FOUND]: HttpStatus.NOT_FOUND,
};

export class MetadataException extends DomainException<MetadataErrorCode> {
  protected readonly statuses = METADATA_ERROR_STATUS;
}
