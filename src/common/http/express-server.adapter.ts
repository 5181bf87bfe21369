import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { ExpressAdapter } from '@nestjs/platform-express';

export interface HttpTimeouts {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
}

/**
 * Express on a Node server that drops slow requests (Node answers 408). Made here because only
 * the server's constructor takes `connectionsCheckingInterval`.
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
 * Requests Node cannot parse never reach Express; answer them in the detail family with an
 * `x-request-id`.
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
