/**
 * A bad option or an unknown name given to an operator command. The CLI prints its message as one
 * `Error: …` line and exits 1; it never reaches an HTTP client, so it has no status or code.
 */
export class CliInputError extends Error {
  override readonly name = 'CliInputError';
}
