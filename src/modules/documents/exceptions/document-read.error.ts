/**
 * A document the worker could not read; the message is the job's `error_message`, `transient` says
 * a retry may work.
 */
export class DocumentReadError extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
    this.name = 'DocumentReadError';
  }
}
