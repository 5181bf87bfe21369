import { createServer } from 'node:http';
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
  }
}
