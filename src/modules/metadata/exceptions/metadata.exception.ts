import { DomainException } from 'src/common/errors/domain.exception';

export enum MetadataErrorCode {
  BOARD_NOT_FOUND = 'METADATA_BOARD_NOT_FOUND',
  GRADE_NOT_FOUND = 'METADATA_GRADE_NOT_FOUND',
}

export class MetadataException extends DomainException<MetadataErrorCode> {}
