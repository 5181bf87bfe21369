import { generate } from 'selfsigned';
import { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';
import {
  OutboundErrorCode,
  OutboundRequestError,
} from 'src/common/outbound/outbound-request.error';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';
import type { OutboundConfig } from 'src/config/outbound.config';

const settings = (overrides: Partial<OutboundConfig> = {}): OutboundConfig => ({
  allowList: [],
  allowHttp: true,
  image: { maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000 },
  extraCaPem: null,
  ...overrides,
});
const limits = { timeoutMs: 2_000, maxBytes: 1024 };

async function failure(promise: Promise<unknown>): Promise<OutboundRequestError> {
  const error = await promise.then(
    () => new Error('expected the request to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof OutboundRequestError)) throw error;
  return error;
}

describe('OutboundHttpClient', () => {
  let server: LoopbackServer;
  beforeEach(async () => {
    server = await startLoopbackServer((request, response) => {
      if (request.url === '/hang') return; // accepts the request, never answers
      if (request.url === '/trickle') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('partial'); // headers and a first chunk, then nothing
        return;
      }
      if (request.url === '/big') return void response.end('x'.repeat(5000));
      if (request.url === '/stream') {
        response.writeHead(200); // chunked: no content-length to reject up front
        for (let i = 0; i < 10; i++) response.write('y'.repeat(500));
        return void response.end();
      }
      const hop = /^\/redirect\/(\d+)$/.exec(request.url ?? '');
      if (hop) {
        const left = Number(hop[1]);
        const location = left > 0 ? `/redirect/${left - 1}` : '/final';
        return void response.writeHead(302, { location }).end();
      }
      if (request.url === '/to-loopback-ip') {
        return void response.writeHead(302, { location: `${server.url}/secret` }).end();
      }
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.end(`${request.method} ${request.url} ${body}`));
    });
  });
  afterEach(() => server.close());

  it('returns status, headers, body and duration from an allow-listed server', async () => {
    const client = new OutboundHttpClient(settings({ allowList: ['127.0.0.1'] }));
    const answer = await client.request(`${server.url}/hello`, {
      ...limits,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('POST /hello {"a":1}');
    expect(answer.headers['content-length']).toBe('19');
    expect(answer.durationMs).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['a loopback IPv4 address', (port: number) => `http://127.0.0.1:${port}/`],
    ['a name that resolves to loopback', (port: number) => `http://localhost:${port}/`],
    ['the IPv6 loopback address', (port: number) => `http://[::1]:${port}/`],
    ['an IPv4-mapped IPv6 loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['the unspecified address', (port: number) => `http://0.0.0.0:${port}/`],
    ['a loopback written as one number', (port: number) => `http://2130706433:${port}/`],
  ])('refuses %s unless allow-listed', async (_name, urlFor) => {
    const client = new OutboundHttpClient(settings());
    const error = await failure(client.request(urlFor(server.port), limits));
    expect(error.code).toBe(OutboundErrorCode.BLOCKED_ADDRESS);
    expect(error.message).toMatch(/: the address is not public$/);
    expect(server.requests).toEqual([]);
  });

  it('reaches a private address allow-listed by host name or by CIDR', async () => {
    const byHost = new OutboundHttpClient(settings({ allowList: ['LOCALHOST'] }));
    const byCidr = new OutboundHttpClient(settings({ allowList: ['127.0.0.0/8'] }));
    await expect(byHost.request(`http://localhost:${server.port}/a`, limits)).resolves.toEqual(
      expect.objectContaining({ status: 200 }),
    );
    await expect(byCidr.request(`${server.url}/b`, limits)).resolves.toEqual(
      expect.objectContaining({ status: 200 }),
    );
    expect(server.requests).toEqual(['GET /a', 'GET /b']);
  });

  it('refuses http unless allowed, other schemes always, and malformed URLs', async () => {
    const httpsOnly = new OutboundHttpClient(
      settings({ allowHttp: false, allowList: ['127.0.0.1'] }),
    );
    const plain = await failure(httpsOnly.request(`${server.url}/`, limits));
    expect(plain.code).toBe(OutboundErrorCode.SCHEME_NOT_ALLOWED);
    expect(plain.message).toBe(`${server.url}/: only https URLs are allowed`);
    const ftp = await failure(httpsOnly.request('ftp://example.com/file', limits));
    expect(ftp.code).toBe(OutboundErrorCode.SCHEME_NOT_ALLOWED);
    const junk = await failure(httpsOnly.request('not a url', limits));
    expect(junk.code).toBe(OutboundErrorCode.INVALID_URL);
    expect(server.requests).toEqual([]);
  });

  it.each(['/hang', '/trickle'])('gives up on %s at the deadline', async (path) => {
    const client = new OutboundHttpClient(settings({ allowList: ['127.0.0.1'] }));
    const started = Date.now();
    const error = await failure(
      client.request(`${server.url}${path}`, { ...limits, timeoutMs: 300 }),
    );
    expect(error.code).toBe(OutboundErrorCode.TIMEOUT);
    expect(error.transient).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.each(['/big', '/stream'])('refuses an answer over the byte limit (%s)', async (path) => {
    const client = new OutboundHttpClient(settings({ allowList: ['127.0.0.1'] }));
    const error = await failure(client.request(`${server.url}${path}`, limits));
    expect(error.code).toBe(OutboundErrorCode.TOO_LARGE);
    expect(error.message).toMatch(/larger than 1024 bytes$/);
  });

  it('returns a 3xx as the answer when redirects are not followed', async () => {
    const client = new OutboundHttpClient(settings({ allowList: ['127.0.0.1'] }));
    const answer = await client.request(`${server.url}/redirect/0`, limits);
    expect(answer.status).toBe(302);
    expect(server.requests).toEqual(['GET /redirect/0']);
  });

  it('follows up to the allowed number of redirects and no more', async () => {
    const client = new OutboundHttpClient(settings({ allowList: ['127.0.0.1'] }));
    const answer = await client.request(`${server.url}/redirect/2`, {
      ...limits,
      followRedirects: 3,
    });
    expect(answer.body.toString()).toBe('GET /final ');
    const error = await failure(
      client.request(`${server.url}/redirect/3`, { ...limits, followRedirects: 3 }),
    );
    expect(error.code).toBe(OutboundErrorCode.TOO_MANY_REDIRECTS);
  });

  it('checks every redirect hop: an allowed host cannot bounce to a private address', async () => {
    const client = new OutboundHttpClient(settings({ allowList: ['localhost'] }));
    const url = `http://localhost:${server.port}/to-loopback-ip`;
    const error = await failure(client.request(url, { ...limits, followRedirects: 3 }));
    expect(error.code).toBe(OutboundErrorCode.BLOCKED_ADDRESS);
    expect(server.requests).toEqual(['GET /to-loopback-ip']);
  });

  it('never puts credentials, path or query of the URL in its message', async () => {
    const client = new OutboundHttpClient(settings());
    const url = `http://admin:hunter2@127.0.0.1:${server.port}/private/path?token=s3cret`;
    const error = await failure(client.request(url, limits));
    expect(error.message).toBe(`http://127.0.0.1:${server.port}/…: the address is not public`);
  });

  it('reports a refused connection as a transient network error', async () => {
    const client = new OutboundHttpClient(settings({ allowList: ['127.0.0.1'] }));
    const { port } = server;
    await server.close();
    const error = await failure(client.request(`http://127.0.0.1:${port}/`, limits));
    expect(error.code).toBe(OutboundErrorCode.NETWORK);
    expect(error.transient).toBe(true);
  });

  describe('over TLS', () => {
    let tlsServer: LoopbackServer;
    let caPem: string;
    beforeAll(async () => {
      const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
        keyType: 'ec',
        extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
      });
      caPem = pems.cert;
      tlsServer = await startLoopbackServer((_request, response) => response.end('secure'), {
        key: pems.private,
        cert: pems.cert,
      });
    });
    afterAll(() => tlsServer.close());
    const url = () => `https://localhost:${tlsServer.port}/`;

    it('trusts a certificate signed by the configured extra CA', async () => {
      const client = new OutboundHttpClient(
        settings({ allowHttp: false, allowList: ['localhost'], extraCaPem: caPem }),
      );
      const answer = await client.request(url(), limits);
      expect(answer.body.toString()).toBe('secure');
    });

    it('refuses the same certificate without that CA', async () => {
      const client = new OutboundHttpClient(
        settings({ allowHttp: false, allowList: ['localhost'] }),
      );
      const error = await failure(client.request(url(), limits));
      expect(error.code).toBe(OutboundErrorCode.TLS);
      expect(error.transient).toBe(false);
    });
  });
});
