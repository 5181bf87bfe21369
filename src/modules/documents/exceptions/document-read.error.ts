/**
 * A document that could not be turned into text on the worker. The message is written for the
 * client (it becomes the job's `error_message`) and names the file; `transient` says whether a
 * retry may work (an OCR provider timing out), as the job runner expects of adapter errors.
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
