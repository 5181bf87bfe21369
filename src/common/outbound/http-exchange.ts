import http, { type Agent, type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import {
  describeUrl,
  OutboundErrorCode,
  OutboundRequestError,
} from 'src/common/outbound/outbound-request.error';

/** One request of an exchange (the first, or one after a redirect). */
export interface Hop {
  method: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface HopLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Aborted when the deadline of the whole exchange passes. */
  signal: AbortSignal;
}

/** Sends one request and reads the whole answer, within the byte limit and the deadline. */
export function sendHop(url: URL, hop: Hop, agent: Agent, limits: HopLimits): Promise<RawAnswer> {
  const tooLarge = () =>
    new OutboundRequestError(
      OutboundErrorCode.TOO_LARGE,
      describeUrl(url),
      `the answer is larger than ${formatBytes(limits.maxBytes)}`,
    );
  const headers = { ...hop.headers };
  if (hop.body !== undefined) headers['content-length'] = String(Buffer.byteLength(hop.body));

  return new Promise((resolve, reject) => {
    // Destroying a request also errors its response; the first cause is the one to report.
    let cause: OutboundRequestError | undefined;
    const fail = (error: unknown) => reject(cause ?? toOutboundError(error, url, limits));
    const abort = (error: OutboundRequestError) => {
      cause = error;
      request.destroy(error);
    };
    const send = url.protocol === 'https:' ? https.request : http.request;
    const request = send(url, { method: hop.method, headers, agent, signal: limits.signal });
    request.on('error', fail);
    request.on('response', (response) => {
      response.on('error', fail);
      if (Number(response.headers['content-length']) > limits.maxBytes) {
        abort(tooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) abort(tooLarge());
        else chunks.push(chunk);
      });
      response.on('end', () => {
        // A body that arrived whole in one read still ends after an abort for its size.
        if (cause) return reject(cause);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    });
    request.end(hop.body);
  });
}

// request-filtering-agent reports a refused address with a plain Error and this wording only.
const BLOCKED_BY_AGENT = /is not allowed\. Because/;
const TLS_FAILURE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name does not resolve',
  ECONNRESET: 'the connection was closed before the answer was complete',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
};

function toOutboundError(error: unknown, url: URL, limits: HopLimits): OutboundRequestError {
  if (error instanceof OutboundRequestError) return error;
  const target = describeUrl(url);
  if (limits.signal.aborted) {
    return new OutboundRequestError(
      OutboundErrorCode.TIMEOUT,
      target,
      `no complete answer within ${limits.timeoutMs} ms`,
    );
  }
  // Not `instanceof Error`: errors made by Node's own modules come from another realm under jest.
  const { code = '', message = '' } = (error ?? {}) as Partial<NodeJS.ErrnoException>;
  if (BLOCKED_BY_AGENT.test(message)) {
    return new OutboundRequestError(
      OutboundErrorCode.BLOCKED_ADDRESS,
      target,
      'the address is not public',
    );
  }
  if (TLS_FAILURE.test(code)) {
    return new OutboundRequestError(
      OutboundErrorCode.TLS,
      target,
      `the TLS connection failed (${code})`,
    );
  }
  const reason = NETWORK_REASONS[code] ?? `network error (${code || 'unknown'})`;
  return new OutboundRequestError(OutboundErrorCode.NETWORK, target, reason);
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${bytes} bytes`;
}
