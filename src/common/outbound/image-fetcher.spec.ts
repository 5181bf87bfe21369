import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { ImageFetcher, ImageFetchError } from 'src/common/outbound/image-fetcher';
import { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';
import type { OutboundConfig } from 'src/config/outbound.config';

const png = readFileSync('test/fixtures/images/essay-sentences.png');
const webp = readFileSync('test/fixtures/images/essay-sentences.webp');
const jpeg = readFileSync('test/fixtures/images/essay-sentences.jpg');
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const routes: Record<string, (response: ServerResponse) => void> = {
  // The content type is deliberately wrong: the bytes decide.
  '/scan.png': (response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(png),
  '/scan.webp': (response) => response.end(webp),
  '/scan.jpg': (response) => response.end(jpeg),
  '/scan.pdf': (response) => response.end(pdf),
  '/page.html': (response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html></html>'),
  '/fake.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end('<svg/>'),
  '/moved': (response) => response.writeHead(301, { location: '/scan.png' }).end(),
  '/missing': (response) => response.writeHead(404).end(),
  '/busy': (response) => response.writeHead(503).end(),
};

describe('ImageFetcher', () => {
  let server: LoopbackServer;
  const config = (overrides: Partial<OutboundConfig> = {}): OutboundConfig => ({
    allowList: ['127.0.0.1'],
    allowHttp: true,
    image: { maxBytes: 10 * 1024 * 1024, timeoutMs: 2_000 },
    extraCaPem: null,
    ...overrides,
  });
  const fetcherWith = (settings: OutboundConfig) =>
    new ImageFetcher(new OutboundHttpClient(settings), settings);
  const fetchError = (settings: OutboundConfig, path: string) =>
    fetcherWith(settings)
      .fetchImage(`${server.url}${path}`)
      .then(
        () => new Error('expected the fetch to fail'),
        (error: unknown) => error,
      );

  beforeAll(async () => {
    server = await startLoopbackServer((request, response) =>
      routes[request.url ?? '']?.(response),
    );
  });
  afterAll(() => server.close());

  it.each([
    ['/scan.png', 'image/png', png],
    ['/scan.webp', 'image/webp', webp],
    ['/scan.jpg', 'image/jpeg', jpeg],
    ['/scan.pdf', 'application/pdf', pdf],
    ['/moved', 'image/png', png],
  ])('fetches %s as %s, judged by its bytes', async (path, mimeType, data) => {
    await expect(fetcherWith(config()).fetchImage(`${server.url}${path}`)).resolves.toEqual({
      data,
      mimeType,
    });
  });

  it.each([
    ['/page.html', 'unsupported type text/html'],
    ['/fake.png', 'the content is not a JPEG, PNG, WebP or PDF file'],
    ['/missing', 'the server answered 404'],
  ])('refuses %s: %s', async (path, reason) => {
    const error = await fetchError(config(), path);
    expect(error).toEqual(
      new ImageFetchError(`Could not fetch image ${server.url}/…: ${reason}`, false),
    );
    expect((error as ImageFetchError).transient).toBe(false);
  });

  it('marks a busy server as worth a retry', async () => {
    const error = await fetchError(config(), '/busy');
    expect((error as ImageFetchError).transient).toBe(true);
  });

  it('refuses a private address that is not allow-listed, without calling it', async () => {
    const before = server.requests.length;
    const error = await fetchError(config({ allowList: [] }), '/scan.png');
    expect((error as Error).message).toBe(
      `Could not fetch image ${server.url}/…: the address is not public`,
    );
    expect(server.requests.length).toBe(before);
  });

  it('refuses an image over the size limit', async () => {
    const error = await fetchError(
      config({ image: { maxBytes: 1000, timeoutMs: 2_000 } }),
      '/scan.png',
    );
    expect((error as Error).message).toBe(
      `Could not fetch image ${server.url}/…: the answer is larger than 1000 bytes`,
    );
  });
});
