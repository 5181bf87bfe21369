import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import request from 'supertest';
import { createSession } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

describe('operations: health and API docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports liveness without a token', async () => {
    await request(t.http).get('/health/live').expect(200, { status: 'ok' });
  });

  it('reports readiness of MySQL and Redis', async () => {
    const response = await request(t.http).get('/health/ready').expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('serves Swagger UI and an OpenAPI document with the bearer scheme and the token form', async () => {
    const ui = await request(t.http).get('/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');

    const document = (await request(t.http).get('/docs-json').expect(200)).body;
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      oauth2: { type: 'oauth2', flows: { password: { tokenUrl: '/token' } } },
    });
    const token = document.paths['/token'].post;
    expect(Object.keys(token.requestBody.content)).toEqual(
      expect.arrayContaining(['application/x-www-form-urlencoded', 'multipart/form-data']),
    );
    expect(token.responses['401'].content['application/json'].example).toMatchObject({
      status_code: 401,
    });
    expect(document.paths['/metadata/v1/board'].get.security).toEqual([
      { bearer: [] },
      { oauth2: [] },
    ]);
  });

  it('lets one Swagger "Authorize" with username and password work on every protected operation', async () => {
    type Operation = { security?: Record<string, string[]>[] };
    const document = (await request(t.http).get('/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const isPublic = (path: string) =>
      path === '/' || path === '/token' || path.startsWith('/health/');
    const unreachable = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !isPublic(path) || operation.security)
        .filter(([, operation]) => !operation.security?.some((scheme) => 'oauth2' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unreachable).toEqual([]);

    // What Swagger UI's OAuth2 password flow sends (client credentials location "Authorization
    // header", no client id), then what "Try it out" sends with the token it got.
    const session = await createSession(t.app);
    const login = await request(t.http)
      .post('/token')
      .set('Authorization', `Basic ${Buffer.from(':').toString('base64')}`)
      .type('form')
      .send({
        grant_type: 'password',
        scope: '',
        username: session.username,
        password: session.password,
      })
      .expect(200);
    expect(login.body).toMatchObject({ token_type: 'bearer' });
    const tryItOut = await request(t.http)
      .get('/metadata/v1/board')
      .set('Authorization', `Bearer ${login.body.access_token as string}`)
      .expect(200);
    expect(tryItOut.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
    );
  });
});

describe('operations: slow clients', () => {
  let t: TestApp;
  let server: Server;
  const env = { ...process.env };

  beforeAll(async () => {
    process.env.HTTP_HEADERS_TIMEOUT_MS = '500';
    process.env.HTTP_REQUEST_TIMEOUT_MS = '1000';
    t = await createTestApp();
    server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
    process.env = env;
  });

  /** Sends `head` and never finishes the request; resolves with what the server answers. */
  const stall = (head: string) =>
    new Promise<{ answer: string; closed: boolean }>((resolve) => {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('close', () => resolve({ answer, closed: true }));
    });

  it('drops a request whose headers never finish, with 408', async () => {
    const { answer, closed } = await stall('GET /health/live HTTP/1.1\r\nHost: x\r\n');
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('{"detail":[{"msg":"Request Timeout"}]}');
  });

  it.each([
    [
      'headers over 16 KB',
      `GET /health/live HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'Request Header Fields Too Large',
    ],
    [
      'broken framing',
      'GET /health/live HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      400,
      'Bad Request',
    ],
  ])('answers %s in JSON with a request id', async (_case, head, status, reason) => {
    const { answer } = await stall(head);
    const [headers, body] = answer.split('\r\n\r\n');
    expect(headers).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(headers).toMatch(/x-request-id: [0-9a-f-]{36}/);
    expect(JSON.parse(body)).toEqual({ detail: [{ msg: reason }] });
  });

  it('drops a request whose body never finishes, with 408', async () => {
    const { answer } = await stall(
      'POST /token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 100\r\n\r\nusername=a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
