/** A failure whose message is safe and useful to show the client. */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}
