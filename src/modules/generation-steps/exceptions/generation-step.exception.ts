import { HttpStatus } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception';

export enum GenerationStepErrorCode {
  /** No worksheet or lesson plan with this id for this API user. */
  NOT_FOUND = 'GENERATION_NOT_FOUND',
  /** The step exists but no worker has taken it yet, or it was never started. */
  STEP_NOT_FOUND = 'GENERATION_STEP_NOT_FOUND',
  /** The previous step is not Completed (docs/api-contract.md §5). */
  STEP_OUT_OF_ORDER = 'GENERATION_STEP_OUT_OF_ORDER',
  /** A worksheet step or a lesson plan's first two steps failed: their reads answer 400. */
  STEP_FAILED = 'GENERATION_STEP_FAILED',
}

export const GENERATION_STEP_ERROR_STATUS: Readonly<Record<GenerationStepErrorCode, HttpStatus>> = {
  [GenerationStepErrorCode.NOT_FOUND]: HttpStatus.NOT_FOUND,
  [GenerationStepErrorCode.STEP_NOT_FOUND]: HttpStatus.NOT_FOUND,
  [GenerationStepErrorCode.STEP_OUT_OF_ORDER]: HttpStatus.BAD_REQUEST,
  [GenerationStepErrorCode.STEP_FAILED]: HttpStatus.BAD_REQUEST,
};

export class GenerationStepException extends DomainException<GenerationStepErrorCode> {
  protected readonly statuses = GENERATION_STEP_ERROR_STATUS;
}
