import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource, QueryFailedError } from 'typeorm';
import { OneTripInserts } from 'src/database/one-trip-inserts';
import { Evaluation } from 'src/modules/evaluations/entities/evaluation.entity';
import { Job } from 'src/modules/jobs/entities/job.entity';
import { toeflBody } from 'test/support/essays';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

/** The submit's one-round-trip transaction against the real MariaDB: all rows or none. */
describe('OneTripInserts', () => {
  let t: TestApp;
  let session: Session;
  let dataSource: DataSource;
  let inserts: OneTripInserts;
  let submitted: Evaluation;

  const rows = (evaluationId: string) => {
    // A new subject id for the job even when the evaluation's id is taken: only INSERT 2 fails.
    const job = { ...submitted.job, id: randomUUID(), subjectId: randomUUID() };
    const evaluation = { ...submitted, id: evaluationId, jobId: job.id, job: undefined };
    return {
      job,
      evaluation,
      insert: () =>
        inserts.insert([
          { entity: Job, values: job },
          { entity: Evaluation, values: evaluation },
        ]),
    };
  };
  const jobExists = (id: string) => dataSource.getRepository(Job).existsBy({ id });

  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
    session = await createSession(t.app);
    dataSource = t.app.get(DataSource);
    inserts = new OneTripInserts(dataSource);
    const response = await request(t.http)
      .post('/v1/toefl/evaluation')
      .set(session.auth)
      .send(toeflBody(session))
      .expect(200);
    submitted = await dataSource
      .getRepository(Evaluation)
      .findOneByOrFail({ id: response.body.data[0].evaluation_id });
  });
  afterAll(async () => {
    await inserts.close();
    await t.close();
  });

  it('stores the rows as TypeORM reads them back (JSON, dates, nulls)', async () => {
    const { job, insert } = rows(randomUUID());
    await insert();
    const stored = await dataSource.getRepository(Job).findOneByOrFail({ id: job.id });
    expect(stored).toMatchObject({
      kind: submitted.job.kind,
      status: submitted.job.status,
      deadlineAt: submitted.job.deadlineAt,
      idempotencyKey: null,
    });
    const evaluation = await dataSource
      .getRepository(Evaluation)
      .findOneByOrFail({ jobId: job.id });
    expect(evaluation.request).toEqual(submitted.request);
    expect(evaluation.result).toBeNull();
    expect(evaluation.createdAt).toBeInstanceOf(Date); // DEFAULT, not sent
  });

  it('commits nothing when a later statement fails, and leaves the connection clean', async () => {
    // The evaluation's id is taken: the second INSERT fails after the first succeeded.
    const failing = rows(submitted.id);
    const error: unknown = await failing.insert().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as { driverError: { code: string } }).driverError.code).toBe('ER_DUP_ENTRY');
    expect(await jobExists(failing.job.id)).toBe(false);

    // The pool hands the same connection out next. Left inside the failed transaction, the next
    // START TRANSACTION would commit the first INSERT implicitly.
    const next = rows(randomUUID());
    await next.insert();
    expect(await jobExists(next.job.id)).toBe(true);
    expect(await jobExists(failing.job.id)).toBe(false);
  });

  it('fails only the call whose rows are refused when concurrent calls share a round trip', async () => {
    const calls = [rows(randomUUID()), rows(randomUUID()), rows(submitted.id), rows(randomUUID())];
    const outcomes = await Promise.allSettled(calls.map((call) => call.insert()));

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const refused = (outcomes[2] as PromiseRejectedResult).reason as QueryFailedError;
    expect(refused).toBeInstanceOf(QueryFailedError);
    expect((refused as unknown as { driverError: { code: string } }).driverError.code).toBe(
      'ER_DUP_ENTRY',
    );
    const stored = await Promise.all(calls.map((call) => jobExists(call.job.id)));
    expect(stored).toEqual([true, true, false, true]);
  });

  it('stores concurrent calls whose values together exceed one round trip', async () => {
    // Three 2 MB essays: more than one round trip may carry, each call still all or nothing.
    const essay = 'The colour of the sky changes at dusk. '.repeat(52_000);
    const calls = [0, 1, 2].map(() => {
      const call = rows(randomUUID());
      call.evaluation.request = { ...submitted.request, body: { essay } };
      return call;
    });
    await Promise.all(calls.map((call) => call.insert()));

    for (const call of calls) {
      const stored = await dataSource
        .getRepository(Evaluation)
        .findOneByOrFail({ id: call.evaluation.id });
      expect(stored.request.body.essay).toBe(essay);
    }
  });
});
