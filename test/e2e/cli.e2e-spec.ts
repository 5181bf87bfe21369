import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import request from 'supertest';
import { toeflBody } from 'test/support/essays';
import { createSession } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

const run = promisify(execFile);

/**
 * Runs `npm run cli -- <args>` the way an operator does, against this run's database, with
 * `stdin` as its standard input (none: an empty, closed input, as in a script).
 */
async function cliWithInput(
  stdin: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const running = run('npm', ['run', '-s', 'cli', '--', ...args], {
      env: process.env,
      timeout: 60_000,
    });
    running.child.stdin?.end(stdin);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const cli = (...args: string[]) => cliWithInput('', ...args);

describe('operator CLI', () => {
  let t: TestApp;
  const suffix = randomUUID().slice(0, 8);
  const clientId = `cli-client-${suffix}`;
  const username = `cli-user-${suffix}`;
  const password = 'cli-password-123';

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a client and a user that can get a token, then disables the user', async () => {
    const created = await cli('client:create', '--name', 'CLI School', '--client-id', clientId);
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'CLI School', client_id: clientId });

    const user = await cli(
      'user:create',
      '--username',
      username,
      '--password',
      password,
      '--client-id',
      clientId,
    );
    expect(user.code).toBe(0);
    expect(JSON.parse(user.stdout)).toMatchObject({
      username,
      client_id: clientId,
      disabled: false,
    });

    await request(t.http).post('/token').type('form').send({ username, password }).expect(200);

    const listed = await cli('client:list');
    expect(JSON.parse(listed.stdout)).toEqual(
      expect.arrayContaining([expect.objectContaining({ client_id: clientId })]),
    );

    expect(
      (await cli('user:password', '--username', username, '--password', 'new-password-456')).code,
    ).toBe(0);
    await request(t.http).post('/token').type('form').send({ username, password }).expect(401);
    await request(t.http)
      .post('/token')
      .type('form')
      .send({ username, password: 'new-password-456' })
      .expect(200);

    expect((await cli('user:disable', '--username', username)).code).toBe(0);
    await request(t.http)
      .post('/token')
      .type('form')
      .send({ username, password: 'new-password-456' })
      .expect(401);
  }, 120_000);

  it("applies user:disable and limits:set to the API process's very next request", async () => {
    const session = await createSession(t.app);
    const board = () => request(t.http).get('/metadata/v1/board').set(session.auth);
    const submit = () =>
      request(t.http).post('/v1/toefl/evaluation').set(session.auth).send(toeflBody(session));
    // The API process now holds the user and its (absent) overrides in its cache.
    await board().expect(200);
    await submit().expect(200);

    expect((await cli('user:disable', '--username', session.username)).code).toBe(0);
    await board().expect(401);
    expect((await cli('user:enable', '--username', session.username)).code).toBe(0);
    await board().expect(200);

    const set = ['--username', session.username, '--family', 'evaluation'];
    expect((await cli('limits:set', ...set, '--daily', '1')).code).toBe(0);
    expect((await submit().expect(429)).headers['x-ratelimit-limit']).toBe('1');
    expect((await cli('limits:clear', ...set)).code).toBe(0);
    await submit().expect(200);
  }, 120_000);

  it('exits non-zero with a clear message on bad input', async () => {
    const duplicate = await cli('client:create', '--name', 'Again', '--client-id', clientId);
    expect(duplicate.code).not.toBe(0);
    expect(duplicate.stderr).toContain(`Client id "${clientId}" already exists`);

    const unknownClient = await cli(
      'user:create',
      '--username',
      `x-${suffix}`,
      '--password',
      password,
      '--client-id',
      'nope-nope',
    );
    expect(unknownClient.code).not.toBe(0);
    expect(unknownClient.stderr).toContain('No client with client id "nope-nope"');

    const missing = await cli('user:create', '--username', `y-${suffix}`);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('--password-stdin is required');
  }, 120_000);

  it('takes a password from standard input, so it stays out of the shell history', async () => {
    const stdinUser = `stdin-user-${suffix}`;
    const created = await cliWithInput(
      'from-stdin-789\n',
      'user:create',
      '--username',
      stdinUser,
      '--client-id',
      clientId,
      '--password-stdin',
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ username: stdinUser });
    await request(t.http)
      .post('/token')
      .type('form')
      .send({ username: stdinUser, password: 'from-stdin-789' })
      .expect(200);

    const reset = await cliWithInput(
      'reset-by-stdin-321',
      'user:password',
      '--username',
      stdinUser,
      '--password-stdin',
    );
    expect(reset.code).toBe(0);
    await request(t.http)
      .post('/token')
      .type('form')
      .send({ username: stdinUser, password: 'reset-by-stdin-321' })
      .expect(200);

    const both = await cliWithInput(
      'x',
      'user:password',
      '--username',
      stdinUser,
      '--password',
      'another-password-1',
      '--password-stdin',
    );
    expect(both.code).not.toBe(0);
    expect(both.stderr).toContain('Give --password or --password-stdin, not both');
  }, 120_000);
});
