import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { ExpressAdapter } from '@nestjs/platform-express';

export interface HttpTimeouts {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
}

/**
 * Express under Nest, on a Node server that drops slow or incomplete requests: headers must arrive
 * within `headersTimeoutMs` and the whole request within `requestTimeoutMs` (Node answers 408 and
 * closes). Node checks every `connectionsCheckingInterval`, which only the constructor takes, so
 * the server is made here rather than by Nest's adapter (whose default is Node's 300 s).
 */
export class ExpressServerAdapter extends ExpressAdapter {
  constructor(private readonly timeouts: HttpTimeouts) {
    super();
  }

  override initHttpServer(): void {
    const { requestTimeoutMs, headersTimeoutMs } = this.timeouts;
    this.httpServer = createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: headersTimeoutMs,
        connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
      },
      this.getInstance(),
    );
    this.httpServer.on('clientError', answerClientError);
  }
}

/** Node's own refusals, before any route: what it would answer, as a small JSON body. */
const CLIENT_ERRORS: Record<string, [status: number, reason: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Requests Node cannot parse (headers too large, broken framing, too slow) never reach Express;
 * Node would answer with an empty body. This answers the same status in the detail family's shape
 * with an `x-request-id`, then closes the connection.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify({ detail: [{ msg: reason }] });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `x-request-id: ${randomUUID()}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
