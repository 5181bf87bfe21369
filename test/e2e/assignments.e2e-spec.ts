import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  ASSIGNMENT_GOOD,
  ASSIGNMENT_MODEL_ANSWERS,
  ASSIGNMENT_PAPER,
  ASSIGNMENT_WEAK,
} from 'test/fixtures/exam-papers';
import { textPdf, textPng } from 'test/fixtures/documents';
import { codeErrors, ExamFlow, ok, namesPoint } from 'test/support/exam-flow';
import { type FileHost, startFileHost } from 'test/support/file-host';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { subscribe } from 'test/support/webhook-subscriptions';

const BASE = '/assignment-evaluation/v1/assignment';
const EVENTS = [
  'assignment_evaluation_question_paper_extraction',
  'assignment_evaluation_model_answer_extraction',
  'assignment_evaluation_student_answer_sheet_evaluation',
];
const SECRET = 'whsec_YXNzaWdubWVudC1zZWNyZXQ=';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Issue #11: assignments mirror exams, with a rubric on the model answer. */
describe('Assignment evaluation', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let host: FileHost;
  let teacher: Session;
  let flow: ExamFlow;
  let webhookIds: string[];
  const env = { ...process.env };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The teacher's model answers are fetched from their own server (file_urls).
    host = await startFileHost(
      { '/files/model.pdf': await textPdf([ASSIGNMENT_MODEL_ANSWERS]) },
      { commonName: 'teacher-files' },
    );
    const trusted = join(mkdtempSync(join(tmpdir(), 'assignment-ca-')), 'ca.pem');
    writeFileSync(
      trusted,
      [receiver.caFile, host.caFile].map((file) => readFileSync(file, 'utf8')).join('\n'),
    );
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = trusted;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp();
    teacher = await createSession(t.app);
    flow = new ExamFlow(t.http, teacher.auth, BASE);
    webhookIds = (await subscribe(t.http, teacher.auth, receiver, EVENTS, SECRET)).webhookIds;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver.close();
    await host.close();
    process.env = env;
  });

  /** A rubric of the session's client with two criteria, levels 0–4. */
  async function createRubric(session: Session): Promise<string> {
    const rubric = await request(t.http)
      .post('/rubrics/v1/rubric/')
      .set(session.auth)
      .send({ name: 'Water cycle homework' })
      .expect(201);
    const levels = [
      { score: 0, scoringLogic: 'Not shown' },
      { score: 2, scoringLogic: 'Partly shown' },
      { score: 4, scoringLogic: 'Fully shown' },
    ];
    for (const [name, description] of [
      [
        'Understanding of evaporation and condensation',
        'Explains how water vapour forms and condenses',
      ],
      ['Overall accuracy', null],
    ]) {
      await request(t.http)
        .post(`/rubrics/v1/rubric/${rubric.body.id}/criteria/`)
        .set(session.auth)
        .send({ name, description, minScore: 0, maxScore: 4, scoringLogic: levels })
        .expect(201);
    }
    return rubric.body.id as string;
  }

  it('lists the codes and suggested values', async () => {
    const { body } = await flow.get('/constant/').expect(200);
    expect(body.fileType).toContainEqual({ id: 4, name: 'png' });
    expect(body.assignmentType).toContain('Homework');
    expect(body.classes).toContain('Class 6');
  });

  describe('with a rubric, from question paper to published scores', () => {
    let assignment: Body;
    let modelAnswerId: string;
    let rubricId: string;
    const sheets: Record<string, { id: string; text: string[]; scores?: Body }> = {};

    it('creates the assignment and extracts its questions', async () => {
      rubricId = await createRubric(teacher);
      assignment = (
        await flow
          .post('/', {
            name: 'Water cycle homework',
            class: 'Class 6',
            subject: 'Science',
            total_marks: 8,
          })
          .expect(201)
      ).body as Body;
      expect(assignment).toMatchObject({ status: 0, class: 'Class 6', date: null });
      expect(assignment).not.toHaveProperty('exam_type');
      await flow.submit(`/${assignment.id}/`, [
        ['homework.pdf', await textPdf([ASSIGNMENT_PAPER])],
      ]);
      const read = await flow.completed(`/${assignment.id}/questions/`);
      expect((read.questions as Body[]).map((q) => q.max_marks)).toEqual([2, 3, 2, 1]);
      expect(read.warnings).toEqual([]);
    });

    it("attaches only the client's own rubric to the model answer", async () => {
      modelAnswerId = (await flow.post(`/${assignment.id}/model-answer/`).expect(201)).body
        .id as string;
      const path = `/${assignment.id}/model-answer/${modelAnswerId}/`;
      const foreign = await createRubric(await createSession(t.app));
      const refused = await flow.patchJson(path, { rubricId: foreign }).expect(400);
      expect(codeErrors(refused.body, 400).rubricId).toEqual(['Rubric not found']);
      const attached = await flow.patchJson(path, { rubricId }).expect(200);
      expect(attached.body).toMatchObject({ rubricId, status: 0 });
    });

    it('extracts the model answers from a PDF fetched by file_urls', async () => {
      const path = `/${assignment.id}/model-answer/${modelAnswerId}/`;
      const attached = ok(
        await flow.patchJson(path, { file_urls: [`${host.url}/files/model.pdf`] }),
      );
      expect(attached.body).toMatchObject({
        status: 0,
        files: [{ file_name: 'model.pdf', file_type: 1 }],
      });
      await flow.patchJson(path, { isFinal: true }).expect(200);
      const read = await flow.completed(path);
      expect(read.answers).toHaveLength(4);
      expect(read.rubricId).toBe(rubricId);
    });

    it('scores each sheet on the marking scheme and on the rubric', async () => {
      const inputs: [string, string, string[], () => Promise<[string, Buffer]>][] = [
        [
          'good',
          'Zara Ali',
          ASSIGNMENT_GOOD,
          async () => ['zara.pdf', await textPdf([ASSIGNMENT_GOOD])],
        ],
        [
          'weak',
          'Dev Patel',
          ASSIGNMENT_WEAK,
          () => Promise.resolve(['dev.png', textPng(ASSIGNMENT_WEAK)]),
        ],
      ];
      for (const [key, name, text, file] of inputs) {
        const sheet = await flow
          .post(`/${assignment.id}/answer-sheet/`, { student_id: `stu-${key}`, name })
          .expect(201);
        sheets[key] = { id: sheet.body.id as string, text };
        await flow.submit(`/${assignment.id}/answer-sheet/${sheet.body.id}/`, [await file()]);
      }
      for (const key of Object.keys(sheets)) {
        sheets[key].scores = await flow.completed(
          `/${assignment.id}/answer-sheet/${sheets[key].id}/score/`,
          180_000,
        );
      }
      const good = sheets.good.scores as Body;
      const weak = sheets.weak.scores as Body;
      expect(good.max_score).toBe(8);
      expect(good.total_score).toBeGreaterThan(weak.total_score);
      expect(good.total_score).toBeGreaterThanOrEqual(6);
      for (const scores of [good, weak]) {
        expect(scores.rubric_scores).toHaveLength(2);
        for (const question of scores.questions as Body[]) {
          if (!question.student_answer) continue;
          for (const step of question.step_marks as Body[]) {
            if (step.awarded < step.marks)
              expect(question.feedback).toMatch(namesPoint(step.point));
          }
        }
      }
      const accuracy = (scores: Body) =>
        (scores.rubric_scores as Body[]).find((item) => item.criterion === 'Overall accuracy');
      expect(accuracy(good)?.score).toBeGreaterThan(accuracy(weak)?.score);
      expect(accuracy(good)).toMatchObject({ max_score: 4, descriptor: expect.any(String) });
      // Rubric evidence quotes the student's own words.
      const goodText = ASSIGNMENT_GOOD.join(' ').toLowerCase();
      for (const quote of accuracy(good)?.evidence as string[]) {
        expect(goodText).toContain(quote.toLowerCase());
      }
      expect(weak.questions[3]).toMatchObject({ student_answer: '', score: 0 });
    }, 400_000);

    it('reviews and publishes on the assignment routes', async () => {
      const path = `/${assignment.id}/answer-sheet/${sheets.weak.id}`;
      const question = (sheets.weak.scores as Body).questions[2];
      const reviewed = await flow
        .patchJson(`${path}/provisional-scores/`, {
          questions: [
            {
              question_id: question.question_id,
              score: 1,
              feedback: 'Rain is right; name one more.',
            },
          ],
        })
        .expect(200);
      expect(reviewed.body.questions[2]).toMatchObject({
        score: 1,
        teacher_score: 1,
        machine_score: question.score,
        feedback: 'Rain is right; name one more.',
      });
      await flow.post(`${path}/publish/`).expect(200);
      const final = await flow.get(`${path}/get-final-result/`).expect(200);
      expect(final.body).toMatchObject({ published: true, total_score: reviewed.body.total_score });
    });

    it('sends the assignment events with assignment_id and webhook_name', async () => {
      await waitFor(
        () =>
          t.app
            .get(DataSource)
            .getRepository(WebhookOutbox)
            .findBy({ webhookId: In(webhookIds) }),
        (rows) => rows.length >= 4 && rows.every((row) => row.finishedAt !== null),
        { what: 'the assignment events to be sent' },
      );
      const mine = (event: string) =>
        receiver.at(`/${event}`).filter((hook) => hook.json.assignment_id === assignment.id);
      expect(mine(EVENTS[0]).map((hook) => hook.json)).toEqual([
        {
          status: 'Completed',
          assignment_id: assignment.id,
          webhook_name: EVENTS[0],
          secret_hash: SECRET,
        },
      ]);
      expect(mine(EVENTS[1]).map((hook) => hook.json)).toEqual([
        {
          status: 'Completed',
          assignment_id: assignment.id,
          webhook_name: EVENTS[1],
          secret_hash: SECRET,
          model_answer_sheet_id: modelAnswerId,
        },
      ]);
      expect(
        mine(EVENTS[2])
          .map((hook) => hook.json.ans_sheet_id)
          .sort(),
      ).toEqual([sheets.good.id, sheets.weak.id].sort());
    });

    it('shows nothing to another client, and assignments are not exams', async () => {
      const other = new ExamFlow(t.http, (await createSession(t.app)).auth, BASE);
      for (const path of [
        `/${assignment.id}/`,
        `/${assignment.id}/questions/`,
        `/${assignment.id}/model-answer/${modelAnswerId}/`,
        `/${assignment.id}/answer-sheet/${sheets.good.id}/score/`,
      ]) {
        await other.get(path).expect(404);
      }
      await request(t.http)
        .get(`/evaluation-platform/v1/exam/${assignment.id}/questions/`)
        .set(teacher.auth)
        .expect(404);
    });
  });

  it('refuses a rubric on an exam model answer', async () => {
    const exams = new ExamFlow(t.http, teacher.auth, '/evaluation-platform/v1/exam');
    const exam = await exams
      .post('/', {
        name: 'Quiz',
        class: 'Class 6',
        subject: 'Science',
        exam_type: 'Quiz',
        date: '2026-11-21',
      })
      .expect(201);
    const model = await exams.post(`/${exam.body.id}/model-answer/`).expect(201);
    const refused = await exams
      .patchJson(`/${exam.body.id}/model-answer/${model.body.id}/`, {
        rubricId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(400);
    expect(codeErrors(refused.body, 400).rubricId[0]).toMatch(/assignment model answers only/);
  });
});
