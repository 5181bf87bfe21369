import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum ClassTrackErrorCode {
  /** No analysis with this id for this API user, or no worker has taken it yet. */
  STEP_NOT_FOUND = 'CLASS_TRACK_STEP_NOT_FOUND',
}

export const CLASS_TRACK_ERROR_STATUS: Readonly<Record<ClassTrackErrorCode, HttpStatus>> = {
  [ClassTrackErrorCode.STEP_NOT_FOUND]: HttpStatus.NOT_FOUND,
};

export class ClassTrackException extends DomainException<ClassTrackErrorCode> {
  protected readonly statuses = CLASS_TRACK_ERROR_STATUS;
}
