import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { QUEUES } from 'src/modules/jobs/queues';
import { JobSweeper } from 'src/modules/jobs/services/job-sweeper.service';
import { DailyLimitSettings } from 'src/modules/limits/services/daily-limit-settings.service';
import { toeflBody } from 'test/support/essays';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor, waitForQueuesToDrain } from 'test/support/wait-for';

/** The job core seen from a client: states, lost enqueues, dead workers, daily limits. */
describe('background jobs of evaluations', () => {
  let t: TestApp;
  let session: Session;
  let queue: Queue;
  let jobs: ReturnType<DataSource['getRepository']>;

  const submit = () =>
    request(t.http).post('/v1/toefl/evaluation').set(session.auth).send(toeflBody(session));
  const read = async (id: string) =>
    (await request(t.http).get(`/v1/toefl/evaluation/${id}`).set(session.auth).expect(200)).body[0];
  const readUntil = (id: string, status: string) =>
    waitFor(async () => ((await read(id)).status === status ? read(id) : undefined), {
      what: `status ${status}`,
    });
  const jobOf = (evaluationId: string) =>
    jobs.findOneByOrFail({ subjectId: evaluationId }) as Promise<Job>;

  beforeAll(async () => {
    process.env.JOB_ENQUEUE_TIMEOUT_MS = '500';
    t = await createTestApp();
    session = await createSession(t.app);
    queue = t.app.get<Queue>(getQueueToken(QUEUES.evaluations.name));
    jobs = t.app.get(DataSource).getRepository(Job);
  });
  afterAll(async () => {
    await queue.resume(true);
    await t.close();
    delete process.env.JOB_ENQUEUE_TIMEOUT_MS;
  });

  it('shows pending with no results until a worker takes the job, then completed', async () => {
    await queue.pause(true);
    const id = (await submit().expect(200)).body.data[0].evaluation_id;
    const pending = await read(id);
    expect(pending.status).toBe('pending');
    expect(pending.evaluation.evaluation_data.evaluation_text).toEqual([]);

    const ielts = await request(t.http).get(`/v1/ielts/evaluation/${id}`).set(session.auth);
    expect(ielts.status).toBe(404); // a TOEFL id is not an IELTS evaluation

    await queue.resume(true);
    const done = await readUntil(id, 'completed');
    expect(done.evaluation.evaluation_data.evaluation_text).toHaveLength(1);
  });

  it('accepts a submit while Redis is unreachable; the sweep sends the job later', async () => {
    const client = queue.client;
    client.disconnect();
    const started = Date.now();
    const id = (await submit().expect(200)).body.data[0].evaluation_id;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await read(id)).status).toBe('pending');

    await client.connect();
    expect(await queue.getJob((await jobOf(id)).id)).toBeNull(); // it never reached Redis
    await t.app.get(JobSweeper).sweep(new Date(Date.now() + 60_000));
    await readUntil(id, 'completed');
  });

  it('fails a job whose worker died once it passes its deadline, and says why', async () => {
    await queue.pause(true);
    const id = (await submit().expect(200)).body.data[0].evaluation_id;
    const job = await jobOf(id);
    // As a worker that died mid-job leaves it: running, never finished.
    await jobs.update({ id: job.id }, { status: JobStatus.RUNNING, startedAt: new Date() });

    const result = await t.app.get(JobSweeper).sweep(new Date(Date.now() + 11 * 60_000));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const failed = await read(id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('The job did not finish within 10 minutes');

    // The Bull job may still run later: a finished row stays as it is.
    await queue.resume(true);
    await waitForQueuesToDrain(t.app);
    expect((await read(id)).status).toBe('failed');
  });

  it('answers 429 over the daily limit, counting rejected requests too, with rate-limit headers', async () => {
    const limited = await createSession(t.app);
    await t.app.get(DailyLimitSettings).setOverride(limited.username, 'evaluation', 2);
    const send = () =>
      request(t.http).post('/v1/toefl/evaluation').set(limited.auth).send(toeflBody(limited));

    const first = await send().expect(200);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    await request(t.http).post('/v1/toefl/evaluation').set(limited.auth).send({}).expect(422);

    const over = await send().expect(429);
    expect(over.body).toEqual({
      error: expect.stringMatching(
        /^Daily limit of 2 evaluation requests reached; it resets at 00:01/,
      ),
    });
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
  });
});
