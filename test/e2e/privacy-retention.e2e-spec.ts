import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock/clock';
import { DocumentIntake } from 'src/modules/documents/services/document-intake.service';
import { OrphanFiles } from 'src/modules/privacy/retention/orphan-files.service';
import { RetentionPurger } from 'src/modules/privacy/retention/retention-purger.service';
import { RetentionSettings } from 'src/modules/privacy/retention/retention-settings.service';
import { docx, textPdf } from 'test/fixtures/documents';
import { MODEL_ANSWERS, QUESTION_PAPER } from 'test/fixtures/exam-papers';
import { toeflBody } from 'test/support/essays';
import { ExamFlow } from 'test/support/exam-flow';
import { ownerOf } from 'test/support/webhook-receiver';
import { createSession, type Session } from 'test/support/session';
import { pickSelection, pollStep } from 'test/support/teaching-clients';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { subscribe } from 'test/support/webhook-subscriptions';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EXAMS = '/evaluation-platform/v1/exam';
const DAY_MS = 86_400_000;

/**
 * Issue #27: erasing one resource (DELETE on its own path), the retention purge under a clock
 * override, and the sweep of stored files no row refers to.
 */
describe('Resource erasure, retention and orphan files', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let school: Session;
  let other: Session;
  let db: DataSource;
  const env = { ...process.env };

  const as = (session: Session) => ({
    get: (path: string) => request(t.http).get(path).set(session.auth),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set(session.auth).send(body),
    delete: (path: string) => request(t.http).delete(path).set(session.auth),
  });

  const submitToefl = async (session: Session) =>
    (await as(session).post('/v1/toefl/evaluation', toeflBody(session)).expect(200)).body.data[0]
      .evaluation_id as string;

  const toeflStatus = async (session: Session, id: string) => {
    const read = await as(session).get(`/v1/toefl/evaluation/${id}`);
    return read.status === 404 ? 'gone' : (read.body[0].status as string);
  };

  const completedToefl = async (session: Session) => {
    const id = await submitToefl(session);
    await waitFor(
      () => toeflStatus(session, id),
      (status) => status === 'completed',
      {
        timeoutMs: 120_000,
        what: `evaluation ${id}`,
      },
    );
    return id;
  };

  const count = async (sql: string, params: unknown[]) =>
    Number((await db.query<{ n: number | string }[]>(sql, params))[0].n);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp();
    db = t.app.get(DataSource);
    school = await createSession(t.app);
    other = await createSession(t.app);
    await subscribe(t.http, school.auth, receiver, ['resource_erased'], 'erasure-secret');
  }, 120_000);

  afterAll(async () => {
    t?.app.get(Clock).reset();
    await t?.close();
    await receiver?.close();
    process.env = env;
  });

  describe('DELETE of one resource', () => {
    it('erases an evaluation: 204, then 404 for its reads and a second DELETE, one event', async () => {
      const id = await completedToefl(school);
      expect((await as(other).delete(`/v1/toefl/evaluation/${id}`)).status).toBe(404);
      expect(await toeflStatus(school, id)).toBe('completed');
      expect((await as(school).delete(`/v1/ielts/evaluation/${id}`)).status).toBe(404);

      await as(school).delete(`/v1/toefl/evaluation/${id}`).expect(204);
      expect(await toeflStatus(school, id)).toBe('gone');
      const again = await as(school).delete(`/v1/toefl/evaluation/${id}/`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'Evaluation report not found' });
      expect(await count('SELECT COUNT(*) AS n FROM jobs WHERE subject_id = ?', [id])).toBe(0);

      const events = await waitFor(
        () => receiver.at('/resource_erased').filter((event) => event.json.id === id),
        (found) => found.length > 0,
        { what: 'the resource_erased event' },
      );
      expect(events).toHaveLength(1);
      expect(events[0].json).toEqual({
        id,
        resource: 'toefl_evaluation',
        name: 'resource_erased',
        display_name: 'Resource erased',
        secret_hash: 'erasure-secret',
        status: 'Completed',
      });
    });

    it('erases an exam with its paper, model answer and sheets, and their files', async () => {
      const flow = new ExamFlow(t.http, school.auth, EXAMS);
      const exam = await flow
        .post('/', {
          name: 'Unit Test',
          class: 'Class 8',
          subject: 'Science',
          exam_type: 'Unit Test',
          date: '2026-11-20',
        })
        .expect(201);
      const examId = exam.body.id as string;
      await flow.submit(`/${examId}/`, [['paper.pdf', await textPdf([QUESTION_PAPER])]]);
      await flow.completed(`/${examId}/questions/`);
      const model = await flow.post(`/${examId}/model-answer/`).expect(201);
      await flow
        .attach(`/${examId}/model-answer/${model.body.id}/`, [
          ['model.docx', await docx(MODEL_ANSWERS)],
        ])
        .expect(200);
      const sheet = await flow
        .post(`/${examId}/answer-sheet/`, { student_id: 's-1', name: 'Kabir Singh' })
        .expect(201);
      await flow
        .attach(`/${examId}/answer-sheet/${sheet.body.id}/`, [
          ['sheet.pdf', await textPdf([['1. Plants']])],
        ])
        .expect(200);
      const files = await db.query<{ id: string }[]>(
        'SELECT id FROM documents WHERE client_id = ?',
        [ownerOf(school.token).clientId],
      );
      expect(files.length).toBeGreaterThanOrEqual(3);

      const theirs = await as(other).delete(`${EXAMS}/${examId}/`);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({
        error: { code: 404, message: { non_field_errors: ['Exam not found'] } },
      });
      await as(school).delete(`${EXAMS}/${examId}/`).expect(204);
      for (const path of [
        `/${examId}/`,
        `/${examId}/questions/`,
        `/${examId}/model-answer/${model.body.id}/`,
        `/${examId}/answer-sheet/${sheet.body.id}/pre-provisional-scores/`,
      ]) {
        expect((await flow.get(path)).status).toBe(404);
      }
      expect(
        await count('SELECT COUNT(*) AS n FROM documents WHERE id IN (?)', [
          files.map((file) => file.id),
        ]),
      ).toBe(0);
      expect(
        await count('SELECT COUNT(*) AS n FROM exam_answer_sheets WHERE id = ?', [sheet.body.id]),
      ).toBe(0);
    });

    it('erases a worksheet and a lesson plan with all their steps', async () => {
      const selection = await pickSelection(t.http, school.auth);
      const worksheet = await as(school)
        .post('/worksheet/v1/metadata', {
          ...selection,
          topic: 'Photosynthesis',
          number_of_questions: 2,
          question_distribution: { mcq_single_answer: 1, true_false: 1 },
          difficulty_level_distribution: { easy: 50, medium: 50, hard: 0 },
          bloom_taxonomy_distribution: {
            remember: 50,
            understand: 50,
            apply: 0,
            analyze: 0,
            evaluate: 0,
            create: 0,
          },
        })
        .expect(200);
      const lesson = await as(school)
        .post('/lesson-plan/v1/metadata', {
          ...selection,
          duration_minutes: 45,
          topic: 'Photosynthesis',
        })
        .expect(200);
      for (const [path, id] of [
        ['/worksheet/v1/metadata', worksheet.body.detail[0].id as string],
        ['/lesson-plan/v1/metadata', lesson.body.detail[0].id as string],
      ]) {
        await pollStep(t.http, school.auth, `${path}/${id}`);
        expect((await as(other).delete(`${path}/${id}`)).body).toEqual({
          detail: [{ msg: expect.stringMatching(/not found$/) }],
        });
        await as(school).delete(`${path}/${id}`).expect(204);
        expect((await as(school).get(`${path}/${id}`)).status).toBe(404);
        expect(await count('SELECT COUNT(*) AS n FROM jobs WHERE subject_id = ?', [id])).toBe(0);
      }
    });
    it('erases a ClassTrack analysis', async () => {
      const selection = await pickSelection(t.http, school.auth);
      const rubric = await as(school).post('/rubrics/v1/rubric/', { name: 'Talk' }).expect(201);
      await as(school)
        .post(`/rubrics/v1/rubric/${rubric.body.id}/criteria/`, {
          name: 'Questioning',
          minScore: 0,
          maxScore: 4,
          scoringLogic: [0, 4].map((score) => ({ score, scoringLogic: `Level ${score}` })),
        })
        .expect(201);
      const started = await as(school)
        .post('/class-track/v1/analysis', {
          teacher_id: 't-1',
          ...selection,
          rubric_id: rubric.body.id,
          analysis_date: '2026-11-20',
          transcript: 'Teacher: Why is 2/4 the same as 1/2?\nS1: The strips line up.',
        })
        .expect(200);
      const id = started.body.detail[0].id as string;
      await waitFor(
        async () => (await as(school).get(`/class-track/v1/analysis/${id}`)).body.data?.status,
        (status) => status === 'Completed' || status === 'Failed',
        { timeoutMs: 60_000 },
      );
      expect((await as(other).delete(`/class-track/v1/analysis/${id}`)).status).toBe(404);
      await as(school).delete(`/class-track/v1/analysis/${id}`).expect(204);
      expect((await as(school).get(`/class-track/v1/analysis/${id}`)).status).toBe(404);
      expect(await count('SELECT COUNT(*) AS n FROM class_track_analyses WHERE id = ?', [id])).toBe(
        0,
      );
    });
  });

  describe('retention', () => {
    it('purges under a clock override what is due, and nothing else', async () => {
      const settings = t.app.get(RetentionSettings);
      await settings.set(ownerOf(school.token).clientId, 'writing_evaluation', 30);
      const due = await completedToefl(school);
      const otherClient = await completedToefl(other); // no retention: kept however old
      const queue = t.app.get<Queue>(getQueueToken('evaluations'), { strict: false });
      await queue.pause(true);
      let running: string;
      let young: string;
      try {
        running = await submitToefl(school); // due, but its step has not run: left for later
        const [{ at }] = await db.query<{ at: Date }[]>('SELECT NOW(3) AS at');
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        young = await submitToefl(school); // created after the cutoff below
        t.app.get(Clock).setNow(new Date(new Date(at).getTime() + 30 * DAY_MS + 500));

        await t.app.get(RetentionPurger).purge();
        expect(await toeflStatus(school, due)).toBe('gone');
        expect(await toeflStatus(school, running)).toBe('pending');
        expect(await toeflStatus(school, young)).toBe('pending');
        expect(await toeflStatus(other, otherClient)).toBe('completed');
      } finally {
        await queue.resume(true);
      }
      await waitFor(
        () => toeflStatus(school, running),
        (status) => status === 'completed',
        { timeoutMs: 120_000 },
      );
      await waitFor(
        () => toeflStatus(school, young),
        (status) => status === 'completed',
        { timeoutMs: 120_000 },
      );

      // The next purge takes the one that was running; the young one is still not due.
      await t.app.get(RetentionPurger).purge();
      expect(await toeflStatus(school, running)).toBe('gone');
      expect(await toeflStatus(school, young)).toBe('completed');
      expect(await toeflStatus(other, otherClient)).toBe('completed');

      const audit = await db.query<Body[]>(
        "SELECT actor, target, row_count, details FROM audit_events WHERE action = 'retention_purge' AND client_id = ? ORDER BY id",
        [ownerOf(school.token).clientId],
      );
      expect(audit.map((entry) => [entry.actor, entry.target])).toEqual([
        ['system:retention', 'family:writing_evaluation'],
        ['system:retention', 'family:writing_evaluation'],
      ]);
      const details = audit.map(
        (entry) =>
          (typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details) as Body,
      );
      expect(
        details.map((entry) => [entry.resources, entry.skipped_running, entry.writing_evaluations]),
      ).toEqual([
        [1, 1, 1],
        [1, 0, 1],
      ]);
      t.app.get(Clock).reset();
    }, 300_000);

    it('purges nothing while no period is set', async () => {
      const id = await completedToefl(other);
      t.app.get(Clock).setNow(new Date(Date.now() + 3_000 * DAY_MS));
      await t.app.get(RetentionPurger).purge();
      t.app.get(Clock).reset();
      expect(await toeflStatus(other, id)).toBe('completed');
    });
  });

  describe('orphan files', () => {
    it('removes stored files no row refers to once past the grace period, and only those', async () => {
      const owner = ownerOf(school.token);
      const [orphan] = await t.app
        .get(DocumentIntake)
        .accept(
          { files: [{ originalname: 'lost-race.pdf', buffer: await textPdf([['Lost']]) }] },
          owner,
        );
      const flow = new ExamFlow(t.http, school.auth, EXAMS);
      const exam = await flow
        .post('/', {
          name: 'Kept',
          class: 'Class 8',
          subject: 'Science',
          exam_type: 'Unit Test',
          date: '2026-11-20',
        })
        .expect(201);
      await flow
        .attach(`/${exam.body.id}/`, [['paper.pdf', await textPdf([QUESTION_PAPER])]])
        .expect(200);
      const attached = (await flow.get(`/${exam.body.id}/`).expect(200)).body.files[0].id as string;

      // One client's files only: other test files share this run's database.
      const sweep = () => t.app.get(OrphanFiles).sweep(undefined, { clientId: owner.clientId });
      await sweep(); // within the grace period: both stay
      expect(
        await count('SELECT COUNT(*) AS n FROM documents WHERE id IN (?)', [[orphan.id, attached]]),
      ).toBe(2);

      t.app.get(Clock).setNow(new Date(Date.now() + 2 * 3_600_000));
      await sweep();
      t.app.get(Clock).reset();
      expect(await count('SELECT COUNT(*) AS n FROM documents WHERE id = ?', [orphan.id])).toBe(0);
      expect(
        await count('SELECT COUNT(*) AS n FROM document_chunks WHERE document_id = ?', [orphan.id]),
      ).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM documents WHERE id = ?', [attached])).toBe(1);
      const [entry] = await db.query<Body[]>(
        "SELECT row_count FROM audit_events WHERE action = 'orphan_files_removed' AND client_id = ?",
        [owner.clientId],
      );
      expect(Number(entry.row_count)).toBe(1);
    });
  });
});
