import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { toeflBody } from 'test/support/essays';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';

const run = promisify(execFile);

/** `npm run cli -- <args>` as an operator runs it, on this run's database. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'cli', '--', ...args], {
      env: process.env,
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Issue #27: the operator's data-protection commands and the audit trail they leave. */
describe('privacy CLI', () => {
  let t: TestApp;
  let school: Session;

  beforeAll(async () => {
    t = await createTestApp();
    school = await createSession(t.app);
  });
  afterAll(() => t.close());

  it('sets, shows and clears a client’s retention period per family', async () => {
    const set = await cli(
      'retention:set',
      '--client-id',
      school.clientId,
      '--family',
      'exam',
      '--days',
      '365',
    );
    expect(set.code).toBe(0);
    const shown = JSON.parse(set.stdout) as Body;
    expect(shown.retention.exam).toEqual({ days: 365, source: 'client' });
    expect(shown.retention.worksheet).toEqual({ days: 0, source: 'default' });

    const bad = await cli(
      'retention:set',
      '--client-id',
      school.clientId,
      '--family',
      'essays',
      '--days',
      '1',
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--family must be one of writing_evaluation, exam, assignment');

    const cleared = await cli(
      'retention:clear',
      '--client-id',
      school.clientId,
      '--family',
      'exam',
    );
    expect(JSON.parse(cleared.stdout).retention.exam).toEqual({ days: 0, source: 'default' });
  }, 200_000);

  it('erases a student at once and lists the audit without the student’s id', async () => {
    const body = { ...toeflBody(school), student_id: 'stu-cli-7', student_name: 'Tamsin Okonkwo' };
    const ack = await request(t.http)
      .post('/v1/toefl/evaluation')
      .set(school.auth)
      .send(body)
      .expect(200);
    const id = ack.body.data[0].evaluation_id as string;
    await waitFor(
      async () =>
        (await request(t.http).get(`/v1/toefl/evaluation/${id}`).set(school.auth)).body[0]
          .status as string,
      (status) => status === 'completed',
      { timeoutMs: 120_000 },
    );

    const erased = await cli(
      'privacy:erase',
      '--client-id',
      school.clientId,
      '--student-id',
      'stu-cli-7',
    );
    expect(erased.code).toBe(0);
    expect(JSON.parse(erased.stdout)).toMatchObject({
      student_id: 'stu-cli-7',
      status: 'Completed',
      erased: { writing_evaluations: 1, jobs: 1 },
    });
    expect((await request(t.http).get(`/v1/toefl/evaluation/${id}`).set(school.auth)).status).toBe(
      404,
    );

    const audit = await cli('audit:list', '--client-id', school.clientId);
    expect(audit.code).toBe(0);
    const entries = JSON.parse(audit.stdout) as Body[];
    expect(entries.map((entry) => entry.action)).toEqual([
      'student_erasure',
      'retention_clear',
      'retention_set',
    ]);
    expect(entries[0]).toMatchObject({ actor: expect.stringMatching(/^operator:/), rows: 2 });
    expect(audit.stdout).not.toContain('stu-cli-7');
    expect(audit.stdout).not.toContain('Tamsin');
  }, 200_000);
});
