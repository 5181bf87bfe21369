import type { ServerResponse } from 'node:http';
import { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';
import { looksLikeMp3, RecordingFetcher } from 'src/modules/class-track/services/recording-fetcher';
import { JobFailure } from 'src/modules/jobs/job-failure';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';

const ID3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(600, 1)]);
const FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(600, 0)]);

const routes: Record<string, (response: ServerResponse) => void> = {
  '/id3.mp3': (response) => response.end(ID3),
  '/frame.mp3': (response) => response.end(FRAME),
  '/page.mp3': (response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html/>'),
  '/missing.mp3': (response) => response.writeHead(404).end(),
  '/busy.mp3': (response) => response.writeHead(503).end(),
};

describe('RecordingFetcher', () => {
  let server: LoopbackServer;
  const fetcher = (maxBytes = 10_000, allowList = ['127.0.0.1']) =>
    new RecordingFetcher(
      new OutboundHttpClient({
        allowList,
        allowHttp: true,
        image: { maxBytes: 1, timeoutMs: 1 },
        extraCaPem: null,
      }),
      { audio: { maxBytes, timeoutMs: 2_000 }, transcriptionModel: 'x' },
    );
  const failure = (path: string, ...args: Parameters<typeof fetcher>) =>
    fetcher(...args)
      .fetch(`${server.url}${path}`)
      .then(
        () => new JobFailure('expected a failure'),
        (error: unknown) => error as JobFailure,
      );

  beforeAll(async () => {
    server = await startLoopbackServer((request, response) =>
      routes[request.url ?? '']?.(response),
    );
  });
  afterAll(() => server.close());

  it.each([
    ['/id3.mp3', ID3],
    ['/frame.mp3', FRAME],
  ])('fetches %s as an MP3 named after the URL', async (path, data) => {
    await expect(fetcher().fetch(`${server.url}${path}`)).resolves.toEqual({
      data,
      filename: path.slice(1),
      mimeType: 'audio/mpeg',
    });
  });

  it.each([
    ['/page.mp3', 'is not an MP3 file', false],
    ['/missing.mp3', 'the server answered 404', false],
    ['/busy.mp3', 'the server answered 503', true],
  ])('refuses %s: %s', async (path, reason, transient) => {
    const error = await failure(path);
    expect(error).toBeInstanceOf(JobFailure);
    expect(error.message).toContain(reason);
    expect(error.transient).toBe(transient);
  });

  it('refuses a recording over the size limit and a private address', async () => {
    expect((await failure('/id3.mp3', 100)).message).toContain('larger than 100 bytes');
    const before = server.requests.length;
    expect((await failure('/id3.mp3', 10_000, [])).message).toContain('the address is not public');
    expect(server.requests.length).toBe(before);
  });

  it('knows MP3 by its first bytes', () => {
    expect(looksLikeMp3(ID3)).toBe(true);
    expect(looksLikeMp3(FRAME)).toBe(true);
    expect(looksLikeMp3(Buffer.from('RIFF....WAVE'))).toBe(false);
    expect(looksLikeMp3(Buffer.alloc(0))).toBe(false);
  });
});
