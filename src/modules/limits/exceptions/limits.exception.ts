import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum LimitsErrorCode {
  /** 429 in every family. */
  DAILY_LIMIT_REACHED = 'LIMITS_DAILY_LIMIT_REACHED',
  /** Question-paper extraction answers 400, not 429, at its limit (docs/api-contract.md §9). */
  DAILY_EXTRACTION_LIMIT_REACHED = 'LIMITS_DAILY_EXTRACTION_LIMIT_REACHED',
}

export const LIMITS_ERROR_STATUS: Readonly<Record<LimitsErrorCode, HttpStatus>> = {
  [LimitsErrorCode.DAILY_LIMIT_REACHED]: HttpStatus.TOO_MANY_REQUESTS,
  [LimitsErrorCode.DAILY_EXTRACTION_LIMIT_REACHED]: HttpStatus.BAD_REQUEST,
};

export class LimitsException extends DomainException<LimitsErrorCode> {
  protected readonly statuses = LIMITS_ERROR_STATUS;
}
