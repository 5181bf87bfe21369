import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** `http(s)://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Requests that reached the server, in order (method and path). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A real server on 127.0.0.1 for tests of code that calls out: the code under test goes through
 * its whole network path, and a test can tell whether a request reached the server at all.
 */
export async function startLoopbackServer(
  handler: http.RequestListener,
  tls?: { key: string; cert: string },
): Promise<LoopbackServer> {
  const requests: string[] = [];
  const listener: http.RequestListener = (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handler(request, response);
  };
  const server = tls ? https.createServer(tls, listener) : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Servers that hang on purpose keep their sockets open; close them too.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
