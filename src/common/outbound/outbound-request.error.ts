export enum OutboundErrorCode {
  INVALID_URL = 'INVALID_URL',
  SCHEME_NOT_ALLOWED = 'SCHEME_NOT_ALLOWED',
  BLOCKED_ADDRESS = 'BLOCKED_ADDRESS',
  TIMEOUT = 'TIMEOUT',
  TOO_LARGE = 'TOO_LARGE',
  TOO_MANY_REDIRECTS = 'TOO_MANY_REDIRECTS',
  TLS = 'TLS',
  NETWORK = 'NETWORK',
}

/** Failures that may pass on their own, so a job may retry them. */
const TRANSIENT_CODES: ReadonlySet<OutboundErrorCode> = new Set([
  OutboundErrorCode.TIMEOUT,
  OutboundErrorCode.NETWORK,
]);

/**
 * A failed outbound request. The message is safe to show a client: it names the scheme and host
 * of the URL, never its credentials, path or query (signed URLs carry tokens there).
 */
export class OutboundRequestError extends Error {
  readonly transient: boolean;

  constructor(
    readonly code: OutboundErrorCode,
    /** `https://host/…`: what the message names instead of the full URL ('' if none parses). */
    readonly target: string,
    /** Why, in words for a person, e.g. `the address is not public`. */
    readonly reason: string,
  ) {
    super(target ? `${target}: ${reason}` : reason);
    this.name = 'OutboundRequestError';
    this.transient = TRANSIENT_CODES.has(code);
  }
}

/** `https://host:port/…` (or `…/` for the root): the URL without credentials, path or query. */
export function describeUrl(url: URL): string {
  const bare = url.pathname === '/' && url.search === '';
  return `${url.protocol}//${url.host}/${bare ? '' : '…'}`;
}
