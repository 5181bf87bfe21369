import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import type Redis from 'ioredis';
import request from 'supertest';
import { REDIS } from 'src/common/redis/redis.module';
import { QUEUES } from 'src/modules/jobs/queues';
import { type ChildWorker, startChildWorker } from 'test/support/child-worker';
import { toeflBody } from 'test/support/essays';
import { PrivateMariaDb } from 'test/support/private-mariadb';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';

/**
 * A worker process through a MariaDB outage (a MariaDB of the test's own, not 3306): jobs it takes
 * while the database is down fail in Bull, whose failure handler cannot reach the database either;
 * the process must stay up and finish them once the database is back.
 */
describe('MariaDB outage (worker as a separate process)', () => {
  let mariadb: PrivateMariaDb;
  let t: TestApp;
  let session: Session;
  let redis: Redis;
  let worker: ChildWorker;
  let queue: Queue;
  const env = { ...process.env };

  const statusOf = async (id: string) =>
    (await request(t.http).get(`/v1/toefl/evaluation/${id}`).set(session.auth).expect(200)).body[0]
      .status as string;

  beforeAll(async () => {
    mariadb = await PrivateMariaDb.start();
    process.env.DATABASE_URL = mariadb.url('evaluation_outage');
    process.env.JOB_SWEEP_INTERVAL_SECONDS = '2';
    t = await createTestApp({ role: 'api' });
    session = await createSession(t.app);
    redis = t.app.get(REDIS);
    queue = t.app.get<Queue>(getQueueToken(QUEUES.evaluations.name), { strict: false });
    worker = startChildWorker('two-step-worker.ts');
    // A worker boots in ~25 s through ts-node on a quiet machine; give a busy one longer.
    await worker.ready(redis, 150_000);
  }, 240_000);

  afterAll(async () => {
    await queue?.resume().catch(() => undefined);
    await worker?.kill();
    await t?.close();
    await mariadb?.destroy();
    process.env = env;
  });

  it('keeps the worker running while jobs fail for want of the database, then completes them', async () => {
    // Held back while the database goes, so the worker takes them during the outage.
    await queue.pause();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const submitted = await request(t.http)
        .post('/v1/toefl/evaluation')
        .set(session.auth)
        .send(toeflBody(session))
        .expect(200);
      ids.push(submitted.body.data[0].evaluation_id as string);
    }
    await mariadb.stop();
    try {
      await queue.resume();
      // Each attempt fails at its first query; after the third (5 s and 10 s of backoff) Bull
      // gives up and its failure handler runs, with the database still away.
      await waitFor(
        async () => (await queue.getJobCounts()).failed,
        (failed) => failed >= 3,
        {
          timeoutMs: 45_000,
          intervalMs: 500,
          what: 'Bull to give up on the three jobs',
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(worker.process.exitCode).toBeNull();
      expect(worker.process.signalCode).toBeNull();
    } finally {
      await mariadb.start();
    }
    // The sweep finds the rows still queued, removes the failed Bull jobs and sends them again.
    for (const id of ids) {
      await waitFor(async () => ((await statusOf(id)) === 'completed' ? true : undefined), {
        timeoutMs: 60_000,
        intervalMs: 500,
        what: `evaluation ${id} to complete after the outage`,
      });
    }
    expect(worker.process.exitCode).toBeNull();
    expect(worker.stderr()).not.toMatch(/ECONNREFUSED|Unhandled|uncaught/i);
  }, 150_000);
});
