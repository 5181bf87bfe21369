import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum PrivacyErrorCode {
  /** Unknown id, or another client's (or API user's): the caller cannot tell which. */
  NOT_FOUND = 'PRIVACY_NOT_FOUND',
}

export const PRIVACY_ERROR_STATUS: Readonly<Record<PrivacyErrorCode, HttpStatus>> = {
  [PrivacyErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
};

export class PrivacyException extends DomainException<PrivacyErrorCode> {
  protected readonly statuses = PRIVACY_ERROR_STATUS;
}

export const ERASURE_NOT_FOUND = 'Erasure request not found';
