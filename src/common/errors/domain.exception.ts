import type { HttpStatus } from '@nestjs/common';

/**
 * Base of every error a service throws on purpose; each domain maps its codes to HTTP statuses
 * (an exhaustive `Record`), and the global filter renders the route's family from `status`.
 */
export abstract class DomainException<TCode extends string = string> extends Error {
  /** The domain's code → HTTP status table. */
  protected abstract readonly statuses: Readonly<Record<TCode, HttpStatus>>;

  constructor(
    readonly code: TCode,
    message: string,
    readonly options: DomainExceptionOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): HttpStatus {
    return this.statuses[this.code];
  }
}

export interface DomainExceptionOptions {
  /** The request field the error is about, for families that key messages by field. */
  field?: string;
  /** Extra members for the `detail` family item, e.g. `{ id, status: 'Failed' }` of a failed job. */
  detail?: Record<string, unknown>;
}
