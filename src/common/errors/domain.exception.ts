import type { DomainErrorCode } from 'src/common/errors/domain-error-status';

/**
 * Base of every error a service throws on purpose. Services never throw HttpException: the global
 * filter maps `code` to a status (domain-error-status.ts) and renders the route's error family.
 */
export abstract class DomainException<
  TCode extends DomainErrorCode = DomainErrorCode,
> extends Error {
  constructor(
    readonly code: TCode,
    message: string,
    readonly options: DomainExceptionOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface DomainExceptionOptions {
  /** The request field the error is about, for families that key messages by field. */
  field?: string;
  /** Extra members for the `detail` family item, e.g. `{ id, status: 'Failed' }` of a failed job. */
  detail?: Record<string, unknown>;
}
