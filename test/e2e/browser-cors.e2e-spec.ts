import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { type BrowserContext, chromium } from 'playwright-core';
import request from 'supertest';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';

/**
 * The public React worksheet app runs in a browser on its own origin and calls the API directly
 * (../shared/clients/worksheet-web-app.md). Debian's Chromium, headless, loads a page from another
 * loopback origin that makes the app's calls: they go through when that origin is in CORS_ORIGINS
 * and the browser blocks them when it is not.
 */
const CHROMIUM = '/usr/bin/chromium';
const PAGE = readFileSync(join(__dirname, '../fixtures/browser/worksheet-app.html'));

interface Call {
  name: string;
  status?: number;
  requestId?: string | null;
  rateLimitRemaining?: string | null;
  blocked?: boolean;
  error?: string;
}
interface FlowResult {
  calls: Call[];
  finished: boolean;
  worksheet?: { status: string; topic: string; questions: Record<string, unknown[]> };
}

describe('Browser clients (CORS)', () => {
  let t: TestApp;
  let session: Session;
  let api: string;
  let listedPage: LoopbackServer;
  let otherPage: LoopbackServer;
  let browser: BrowserContext;
  let userDataDir: string;
  const savedOrigins = process.env.CORS_ORIGINS;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `${CHROMIUM} is missing: this test drives Debian's Chromium. Install it with ` +
          '`apt-get update && apt-get install -y chromium` (.ci/run does so when it is absent).',
      );
    }
    // Two page origins: the same page from two loopback ports, one of them listed.
    const servePage = () =>
      startLoopbackServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      });
    [listedPage, otherPage] = await Promise.all([servePage(), servePage()]);
    process.env.CORS_ORIGINS = `https://app.example.org, ${listedPage.url}`;
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    api = `http://127.0.0.1:${((t.app.getHttpServer() as Server).address() as AddressInfo).port}`;
    session = await createSession(t.app);
    userDataDir = mkdtempSync(join(tmpdir(), 'evs-chromium-'));
    browser = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    await t?.close();
    await Promise.all([listedPage?.close(), otherPage?.close()]);
    if (savedOrigins === undefined) delete process.env.CORS_ORIGINS;
    else process.env.CORS_ORIGINS = savedOrigins;
  });

  async function openPage(origin: LoopbackServer) {
    const page = await browser.newPage();
    await page.goto(`${origin.url}/worksheet-app.html`);
    return page;
  }

  const account = () => ({
    api,
    username: session.username,
    password: session.password,
    board: 'CBSE',
    grade: 'Grade 7',
    subject: 'Science',
  });

  it("runs the React app's worksheet flow from a listed origin: token, lists, multipart start, JSON steps, polling", async () => {
    const page = await openPage(listedPage);
    try {
      const result = await page.evaluate(
        (input) =>
          (
            globalThis as unknown as { worksheetFlow(i: unknown): Promise<FlowResult> }
          ).worksheetFlow(input),
        account(),
      );
      expect(result.calls.filter((call) => call.blocked)).toEqual([]);
      expect(result.finished).toBe(true);
      const names = [...new Set(result.calls.map((call) => call.name))];
      expect(names).toEqual([
        'token',
        'boards',
        'grades',
        'subjects',
        'metadata',
        'metadata read',
        'question-config',
        'question-config read',
        'generate-worksheet',
        'generate-worksheet read',
        'generate-explanations',
        'generate-explanations read',
      ]);
      // Every answer readable, and the exposed headers visible to the page's script.
      for (const call of result.calls) expect(call.requestId).toMatch(/\S/);
      const start = result.calls.find((call) => call.name === 'metadata');
      expect(start).toMatchObject({
        status: 200,
        rateLimitRemaining: expect.stringMatching(/^\d+$/),
      });
      expect(result.worksheet?.status).toBe('Completed');
      expect(result.worksheet?.topic).toBe('Photosynthesis');
      const questions = Object.values(result.worksheet?.questions ?? {}).flat();
      expect(questions).toHaveLength(10);
    } finally {
      await page.close();
    }
  }, 180_000);

  it('is blocked by the browser from an origin that is not listed: the login answer and a preflighted call', async () => {
    const page = await openPage(otherPage);
    try {
      const login = await page.evaluate(
        (input) =>
          (
            globalThis as unknown as { worksheetFlow(i: unknown): Promise<FlowResult> }
          ).worksheetFlow(input),
        account(),
      );
      expect(login.finished).toBe(false);
      expect(login.calls).toEqual([
        expect.objectContaining({
          name: 'token',
          blocked: true,
          error: expect.stringContaining('Failed to fetch'),
        }),
      ]);
      const withToken = await page.evaluate(
        (input) =>
          (
            globalThis as unknown as { boardsWithToken(i: unknown): Promise<{ calls: Call[] }> }
          ).boardsWithToken(input),
        { api, token: session.token },
      );
      expect(withToken.calls).toEqual([expect.objectContaining({ name: 'boards', blocked: true })]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('answers preflights for the listed origins only, with the methods and headers the API uses', async () => {
    const preflight = await request(t.http)
      .options('/worksheet/v1/question-config/x')
      .set('Origin', listedPage.url)
      .set('Access-Control-Request-Method', 'POST')
      .set(
        'Access-Control-Request-Headers',
        'authorization,content-type,idempotency-key,x-request-id',
      )
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(listedPage.url);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET,HEAD,POST,PATCH');
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Authorization,Content-Type,Idempotency-Key,x-request-id',
    );
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(preflight.headers.vary).toContain('Origin');
    // Traceable like any other request: the request id comes before CORS.
    expect(preflight.headers['x-request-id']).toMatch(/\S/);

    const other = await request(t.http)
      .options('/worksheet/v1/question-config/x')
      .set('Origin', otherPage.url)
      .set('Access-Control-Request-Method', 'POST');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const read = await request(t.http)
      .get('/metadata/v1/board')
      .set(session.auth)
      .set('Origin', 'https://app.example.org')
      .expect(200);
    expect(read.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(read.headers['access-control-expose-headers']).toBe(
      'x-request-id,x-ratelimit-limit,x-ratelimit-remaining,x-ratelimit-reset,Retry-After',
    );
  });
});
