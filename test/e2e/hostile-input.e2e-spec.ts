import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

/** A secret sent in every hostile request; no answer may contain it. */
const SECRET = `s3cret-${randomUUID()}`;

interface Hostile {
  name: string;
  contentType?: string;
  encoding?: string;
  body: string | Buffer;
}

const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const formFields = (count: number) =>
  Array.from({ length: count }, (_, index) => `f${index}=x`).join('&');

/** Bodies a careless or hostile client sends; each route gets every one. */
const BODIES: Hostile[] = [
  { name: 'JSON nested 1,500 deep in an ignored field', body: `{"x":${deep(1500)}}` },
  { name: 'a lone UTF-16 surrogate', body: `{"student_name":"\\ud800x","password":"${SECRET}"}` },
  { name: 'a lone surrogate in a key', body: `{"\\udc00":1}` },
  { name: 'broken JSON', body: `{"password":"${SECRET}",` },
  { name: 'a JSON array', body: `[{"password":"${SECRET}"}]` },
  { name: 'a JSON string', body: `"${SECRET}"` },
  { name: 'null', body: 'null' },
  {
    name: 'wrong types everywhere',
    body: JSON.stringify({
      client_id: 1,
      exam_type: [],
      evaluation_text: 'x',
      name: { a: 1 },
      endpoint_url: 5,
      criteria: 'x',
      password: 7,
      secret_hash: SECRET,
      client_secret: SECRET,
    }),
  },
  {
    name: 'prototype keys',
    body: `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"password":"${SECRET}"}`,
  },
  { name: 'numbers out of range', body: '{"max_score":1e400,"min_score":-1e400,"score":NaN}' },
  { name: 'gzip that is not gzip', encoding: 'gzip', body: `{"password":"${SECRET}"}` },
  { name: 'gzip of broken JSON', encoding: 'gzip', body: gzipSync(`{"password":"${SECRET}"`) },
  { name: 'an unknown Content-Encoding', encoding: 'br-x', body: '{}' },
  {
    name: '1,200 form fields',
    contentType: 'application/x-www-form-urlencoded',
    body: `username=u&password=${SECRET}&${formFields(1200)}`,
  },
  {
    name: 'form nested past the parser depth',
    contentType: 'application/x-www-form-urlencoded',
    body: `${'a'.concat('[a]'.repeat(40))}=1&password=${SECRET}`,
  },
  {
    name: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    body: `--x\r\nContent-Disposition: form-data; name="password"\r\n\r\n${SECRET}\r\n`,
  },
  {
    name: 'truncated multipart',
    contentType: 'multipart/form-data; boundary=x',
    body: `--x\r\nContent-Disposition: form-data; name="password"\r\n\r\n${SECRET}`,
  },
  { name: 'text/plain', contentType: 'text/plain', body: SECRET },
  { name: 'an unknown charset', contentType: 'application/json; charset=klingon', body: '{}' },
];

/** Values for path parameters that are not what the route expects. */
const PATH_VALUES = ['not-a-uuid', randomUUID(), '%00', "'%20OR%201=1", 'a'.repeat(300)];

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

describe('hostile input over every route (no 5xx, no secret echoed)', () => {
  let t: TestApp;
  let session: Session;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    session = await createSession(t.app);
    const document = (await request(t.http).get('/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method): method is Operation['method'] =>
          ['get', 'post', 'put', 'patch', 'delete'].includes(method),
        )
        .map((method) => ({ method, path })),
    );
  });
  afterAll(() => t.close());

  const concretePaths = (path: string): string[] =>
    path.includes('{') ? PATH_VALUES.map((value) => path.replace(/\{[^}]+\}/g, value)) : [path];

  const send = (operation: Operation, path: string, hostile: Hostile, authorized: boolean) => {
    const call = request(t.http)[operation.method](path);
    if (authorized) call.set(session.auth);
    call.set('content-type', hostile.contentType ?? 'application/json');
    if (hostile.encoding) call.set('content-encoding', hostile.encoding);
    return call.send(hostile.body);
  };

  it('answers every hostile request with a 4xx (or a success) and never echoes the secret', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const path of concretePaths(operation.path)) {
        const bodies =
          operation.method === 'get' || operation.method === 'delete' ? BODIES.slice(0, 3) : BODIES;
        for (const hostile of bodies) {
          for (const authorized of [true, false]) {
            const response = await send(operation, path, hostile, authorized);
            sent += 1;
            const label = `${operation.method.toUpperCase()} ${path} with ${hostile.name}${authorized ? '' : ' (no token)'}`;
            if (response.status >= 500)
              failures.push(`${label} → ${response.status} ${response.text}`);
            if (response.text.includes(SECRET)) failures.push(`${label} echoed the secret`);
            if (!/json/.test(String(response.headers['content-type']))) {
              failures.push(`${label} → ${response.status} without a JSON body`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(300);
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers hostile requests to the operations paths outside the docs without a 5xx', async () => {
    const failures: string[] = [];
    for (const path of ['/metrics', '/metrics/x', '/admin/queues', '/admin/queues/api/queues']) {
      for (const method of ['get', 'post'] as const) {
        for (const hostile of BODIES) {
          const response = await send({ method, path }, path, hostile, true);
          const label = `${method.toUpperCase()} ${path} with ${hostile.name}`;
          if (response.status >= 500) failures.push(`${label} → ${response.status}`);
          if (response.text.includes(SECRET)) failures.push(`${label} echoed the secret`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['/v1/toefl/evaluation', 400, { error: 'The request body is nested deeper than 32 levels' }],
    [
      '/lesson-plan/v1/anything',
      400,
      { detail: [{ msg: 'The request body is nested deeper than 32 levels' }] },
    ],
  ])('refuses deep nesting early on %s', async (path, status, body) => {
    const response = await request(t.http)
      .post(path)
      .set(session.auth)
      .set('content-type', 'application/json')
      .send(`{"x":${deep(1500)}}`);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject(body);
  });

  it.each([
    ['/v1/evaluation', 400, { error: 'Invalid request body' }],
    [
      '/webhooks/v1/webhook/',
      400,
      {
        error: {
          code: 400,
          message: {
            non_field_errors: [
              'JSON parse error - The request body holds text that is not valid Unicode (an unpaired surrogate)',
            ],
          },
        },
      },
    ],
  ])('refuses a lone surrogate on %s instead of failing in MariaDB', async (path, status, body) => {
    const response = await request(t.http)
      .post(path)
      .set(session.auth)
      .set('content-type', 'application/json')
      .send('{"student_name":"\\ud800x","endpoint_url":"https://x.example/\\udfff"}');
    expect(response.status).toBe(status);
    expect(response.body).toEqual(body);
  });

  it('answers 415 for an unsupported Content-Encoding and 400 for gzip that is not gzip', async () => {
    const unknown = await request(t.http)
      .post('/v1/evaluation')
      .set(session.auth)
      .set('content-type', 'application/json')
      .set('content-encoding', 'br-x')
      .send('{}');
    expect(unknown.status).toBe(415);
    const notGzip = await request(t.http)
      .post('/v1/evaluation')
      .set(session.auth)
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{}');
    expect(notGzip.status).toBe(400);
  });

  it('answers /token with too many fields 413 and a broken multipart form 422, in the token family', async () => {
    const many = await request(t.http)
      .post('/token')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send(`username=u&password=${SECRET}&${formFields(1200)}`);
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({ status_code: 413 });
    const broken = await request(t.http)
      .post('/token')
      .set('content-type', 'multipart/form-data')
      .send('--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nu\r\n');
    expect(broken.status).toBe(422);
    expect(broken.body.detail[0].msg).toMatch(/^Malformed multipart body/);
  });

  it('never echoes the password of a /token request in its 422', async () => {
    const response = await request(t.http)
      .post('/token')
      .type('form')
      .send({ password: SECRET, client_secret: SECRET })
      .expect(422);
    expect(response.text).not.toContain(SECRET);
    expect(response.body.detail[0]).toMatchObject({
      loc: ['body', 'username'],
      input: { password: '[redacted]', client_secret: '[redacted]' },
    });
  });
});
