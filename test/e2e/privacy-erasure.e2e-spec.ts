import { Writable } from 'node:stream';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { docx, textPdf } from 'test/fixtures/documents';
import {
  ASSIGNMENT_MODEL_ANSWERS,
  ASSIGNMENT_PAPER,
  GOOD_SHEET,
  MODEL_ANSWERS,
  PAPER_TOTAL,
  QUESTION_PAPER,
} from 'test/fixtures/exam-papers';
import { TRANSPORT_ESSAY, toeflBody } from 'test/support/essays';
import { ExamFlow } from 'test/support/exam-flow';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor, waitForQueuesToDrain } from 'test/support/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { subscribe } from 'test/support/webhook-subscriptions';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EXAMS = '/evaluation-platform/v1/exam';
const ASSIGNMENTS = '/assignment-evaluation/v1/assignment';
const EVENT = 'student_data_erased';

/** The student to erase: a name and phrases that appear nowhere else, to look for afterwards. */
const STUDENT = 'stu-ottoline';
const NAME = 'Ottoline Quaresma';
const ESSAY_MARK = 'zyxquorbian lanternfish';
const SHEET_MARK = 'Glimmerwort';
const OVERRIDE_MARK = 'Vorpalesque reasoning';
const MARKS = [NAME, ESSAY_MARK, SHEET_MARK, OVERRIDE_MARK];

const ESSAY = `${TRANSPORT_ESSAY}\n\nMy cousin ${NAME} once saw a ${ESSAY_MARK} from the bus window.`;
const WEAK_SHEET = [
  `Name: ${NAME}`,
  `1. ${SHEET_MARK} plants make food at night.`,
  '2. Oxygen',
  `3. ${SHEET_MARK} paint the sky.`,
  '4. I do not know.',
];

/**
 * Issue #27: a student with data in every family is erased through the API, on the job core;
 * every read of it answers 404, its files are gone, other students and other clients keep theirs,
 * the event arrives once, a repeated request changes nothing. The app's log lines (at debug) are
 * captured throughout and must never hold the student's name or words.
 */
describe('Student erasure', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let school: Session;
  let other: Session;
  let db: DataSource;
  const logs: string[] = [];
  const env = { ...process.env };

  const ids: Record<string, string> = {};
  let keptScores: Body;
  let otherToefl: Body;

  const http = (session: Session) => ({
    get: (path: string) => request(t.http).get(path).set(session.auth),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set(session.auth).send(body),
  });

  async function evaluation(session: Session, exam: 'toefl' | 'ielts', body: Body) {
    const ack = await http(session).post(`/v1/${exam}/evaluation`, body).expect(200);
    const id = ack.body.data[0].evaluation_id as string;
    await waitFor(
      async () => {
        const read = await http(session).get(`/v1/${exam}/evaluation/${id}`);
        const status =
          exam === 'toefl'
            ? read.body[0]?.status
            : read.status === 200
              ? 'completed'
              : read.body.status;
        return status === 'completed' || status === 'failed' || read.status === 422
          ? read
          : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 250, what: `${exam} evaluation ${id}` },
    );
    return id;
  }

  /** A paper with its model answers, and evaluated sheets of the given students. */
  async function evaluated(
    flow: ExamFlow,
    paper: string[],
    models: string[],
    students: [id: string, name: string, lines: string[]][],
  ) {
    const created = await flow
      .post('/', {
        name: 'Unit Test',
        class: 'Class 8',
        subject: 'Science',
        exam_type: 'Unit Test',
        date: '2026-11-20',
        total_marks: PAPER_TOTAL,
      })
      .expect(201);
    const examId = created.body.id as string;
    await flow.submit(`/${examId}/`, [['paper.pdf', await textPdf([paper])]]);
    await flow.completed(`/${examId}/questions/`);
    const model = await flow.post(`/${examId}/model-answer/`).expect(201);
    await flow.submit(`/${examId}/model-answer/${model.body.id}/`, [
      ['model.docx', await docx(models)],
    ]);
    await flow.completed(`/${examId}/model-answer/${model.body.id}/`);
    const sheets: Record<string, string> = {};
    for (const [studentId, name, lines] of students) {
      const sheet = await flow.post(`/${examId}/answer-sheet/`, { student_id: studentId, name });
      sheets[studentId] = sheet.body.id as string;
      await flow.submit(`/${examId}/answer-sheet/${sheet.body.id}/`, [
        ['sheet.pdf', await textPdf([lines])],
      ]);
    }
    for (const sheetId of Object.values(sheets)) {
      await flow.completed(
        `/${examId}/answer-sheet/${sheetId}/${flow.base === EXAMS ? 'pre-provisional-scores' : 'score'}/`,
      );
    }
    return { examId, sheets };
  }

  const settledPlan = (path: string) =>
    waitFor(
      async () => {
        const read = await http(school).get(`/action-plan/v1/k12/${path}`);
        return read.status === 200 && read.body.data.status !== 'In Progress'
          ? (read.body.data as Body)
          : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 250, what: `plan ${path}` },
    );

  const documentsOf = async (sheetIds: string[]) =>
    (
      await db.query<
        {
          documents: string | { id: string }[];
        }[]
      >('SELECT documents FROM exam_answer_sheets WHERE id IN (?)', [sheetIds])
    ).flatMap((row) =>
      (typeof row.documents === 'string' ? JSON.parse(row.documents) : row.documents).map(
        (file: { id: string }) => file.id,
      ),
    );

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ logs: sink });
    db = t.app.get(DataSource);
    school = await createSession(t.app);
    other = await createSession(t.app);
    await subscribe(t.http, school.auth, receiver, [EVENT], 'erasure-secret');

    // Writing: a TOEFL and an IELTS essay of the student, one TOEFL essay of another student.
    ids.toefl = await evaluation(school, 'toefl', {
      ...toeflBody(school, ESSAY),
      student_id: STUDENT,
      student_name: NAME,
    });
    ids.ielts = await evaluation(school, 'ielts', {
      ...toeflBody(school, ESSAY),
      exam_type: 'AC',
      student_id: STUDENT,
      student_name: NAME,
      evaluation_text: [
        {
          question_id: 'q-7',
          question_type: 'IE-AC-W-02',
          question_text: 'Transport?',
          answer_text: ESSAY,
        },
      ],
    });
    ids.keptToefl = await evaluation(school, 'toefl', toeflBody(school));
    // The other client has a student with the same id, and their own evaluation of them.
    ids.otherToefl = await evaluation(other, 'toefl', {
      ...toeflBody(other, ESSAY),
      student_id: STUDENT,
      student_name: NAME,
    });

    // An exam with the student's and another student's sheet; an assignment with the student's.
    const exam = await evaluated(
      new ExamFlow(t.http, school.auth, EXAMS),
      QUESTION_PAPER,
      MODEL_ANSWERS,
      [
        [STUDENT, NAME, WEAK_SHEET],
        ['stu-asha', 'Asha Rao', GOOD_SHEET],
      ],
    );
    ids.exam = exam.examId;
    ids.sheet = exam.sheets[STUDENT];
    ids.keptSheet = exam.sheets['stu-asha'];
    const assignment = await evaluated(
      new ExamFlow(t.http, school.auth, ASSIGNMENTS),
      ASSIGNMENT_PAPER,
      ASSIGNMENT_MODEL_ANSWERS,
      [[STUDENT, NAME, [`Name: ${NAME}`, `1. ${SHEET_MARK} dries the puddles.`, '3. Rain.']]],
    );
    ids.assignment = assignment.examId;
    ids.assignmentSheet = assignment.sheets[STUDENT];

    // The teacher's override on the student's sheet, then both kinds of action plan.
    const scores = await http(school).get(
      `${EXAMS}/${ids.exam}/answer-sheet/${ids.sheet}/pre-provisional-scores/`,
    );
    await request(t.http)
      .patch(`${EXAMS}/${ids.exam}/answer-sheet/${ids.sheet}/provisional-scores/`)
      .set(school.auth)
      .send({
        questions: [
          { question_id: scores.body.questions[0].question_id, score: 1, feedback: OVERRIDE_MARK },
        ],
      })
      .expect(200);
    await http(school).post('/action-plan/v1/k12/student', { ans_sheet_id: ids.sheet }).expect(201);
    await http(school).post('/action-plan/v1/k12/teacher', { exam_id: ids.exam }).expect(201);
    await settledPlan(`student/${ids.sheet}`);
    const teacherPlan = await settledPlan(`teacher/${ids.exam}`);
    expect(JSON.stringify(teacherPlan)).toContain(NAME);

    keptScores = (
      await http(school)
        .get(`${EXAMS}/${ids.exam}/answer-sheet/${ids.keptSheet}/pre-provisional-scores/`)
        .expect(200)
    ).body;
    otherToefl = (await http(other).get(`/v1/toefl/evaluation/${ids.otherToefl}`).expect(200)).body;
    ids.files = (await documentsOf([ids.sheet, ids.assignmentSheet])).join(',');
    expect(ids.files.split(',')).toHaveLength(2);
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    process.env = env;
  });

  let erasure: Body;

  it('accepts the request with 202 Pending and completes it, counting the rows per family', async () => {
    const accepted = await http(school).post('/privacy/v1/student-erasure/', {
      student_id: STUDENT,
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({
      id: expect.any(String),
      student_id: STUDENT,
      status: 'Pending',
    });
    erasure = await waitFor(
      async () =>
        (await http(school).get(`/privacy/v1/student-erasure/${accepted.body.id}/`).expect(200))
          .body as Body,
      (body) => body.status !== 'Pending',
      { timeoutMs: 60_000, intervalMs: 200, what: 'the erasure' },
    );
    expect(erasure).toEqual({
      id: accepted.body.id,
      student_id: STUDENT,
      status: 'Completed',
      erased: {
        writing_evaluations: 2,
        exam_answer_sheets: 1,
        assignment_answer_sheets: 1,
        answer_scores: expect.any(Number),
        student_action_plans: 1,
        teacher_action_plans: 1,
        documents: 2,
        jobs: expect.any(Number),
      },
      created_at: expect.any(String),
      completed_at: expect.any(String),
    });
    // 4 questions on the paper, 4 on the assignment; 2 evaluations, 2 sheets and a plan ran jobs.
    expect(erasure.erased.answer_scores).toBe(8);
    expect(erasure.erased.jobs).toBe(5);
  });

  it('answers 404 to every read of the student’s data, in each family’s words', async () => {
    const reads = http(school);
    expect((await reads.get(`/v1/toefl/evaluation/${ids.toefl}`)).status).toBe(404);
    expect((await reads.get(`/v1/ielts/evaluation/${ids.ielts}`)).body).toEqual({
      error: 'Evaluation report not found',
    });
    for (const path of ['pre-provisional-scores', 'provisional-scores', 'get-final-result']) {
      expect(
        (await reads.get(`${EXAMS}/${ids.exam}/answer-sheet/${ids.sheet}/${path}/`)).status,
      ).toBe(404);
    }
    expect(
      (
        await reads.get(
          `${ASSIGNMENTS}/${ids.assignment}/answer-sheet/${ids.assignmentSheet}/score/`,
        )
      ).status,
    ).toBe(404);
    const plan = await reads.get(`/action-plan/v1/k12/student/${ids.sheet}`);
    expect(plan.status).toBe(404);
    expect(plan.body).toEqual({ detail: [{ msg: 'Action plan not found' }] });
  });

  it('removes the stored files, their bytes and every row that held the student’s words', async () => {
    const files = ids.files.split(',');
    expect(await db.query('SELECT id FROM documents WHERE id IN (?)', [files])).toEqual([]);
    expect(
      await db.query('SELECT document_id FROM document_chunks WHERE document_id IN (?)', [files]),
    ).toEqual([]);
    for (const mark of MARKS) {
      const [row] = await db.query<Record<string, string | number>[]>(
        `SELECT
           (SELECT COUNT(*) FROM evaluations WHERE client_id = (SELECT id FROM clients WHERE client_id = ?)
              AND (request LIKE ? OR result LIKE ?)) AS evaluations,
           (SELECT COUNT(*) FROM exam_answer_scores WHERE student_answer LIKE ? OR teacher_feedback LIKE ?) AS scores,
           (SELECT COUNT(*) FROM exam_answer_sheets WHERE student_name LIKE ?) AS sheets,
           (SELECT COUNT(*) FROM action_plans WHERE client_id = (SELECT id FROM clients WHERE client_id = ?)
              AND (CAST(action_plan AS CHAR) LIKE ? OR CAST(student AS CHAR) LIKE ?)) AS plans,
           (SELECT COUNT(*) FROM jobs WHERE CAST(input AS CHAR) LIKE ? OR CAST(result AS CHAR) LIKE ?) AS jobs,
           (SELECT COUNT(*) FROM audit_events WHERE CAST(details AS CHAR) LIKE ? OR target LIKE ?) AS audit`,
        [
          school.clientId,
          ...Array(2).fill(`%${mark}%`),
          ...Array(3).fill(`%${mark}%`),
          school.clientId,
          ...Array(6).fill(`%${mark}%`),
        ],
      );
      expect(Object.values(row).map(Number)).toEqual([0, 0, 0, 0, 0, 0]);
    }
  });

  it('keeps the teacher’s plan without the student, and other students’ results as they were', async () => {
    const plan = (await http(school).get(`/action-plan/v1/k12/teacher/${ids.exam}`).expect(200))
      .body.data as Body;
    expect(plan.status).toBe('Completed');
    expect(
      plan.action_plan.students_needing_support.map((entry: Body) => entry.student_id),
    ).not.toContain(STUDENT);
    expect(JSON.stringify(plan)).not.toContain(NAME);
    expect(JSON.stringify(plan)).not.toContain(SHEET_MARK);
    const kept = await http(school)
      .get(`${EXAMS}/${ids.exam}/answer-sheet/${ids.keptSheet}/pre-provisional-scores/`)
      .expect(200);
    expect(kept.body).toEqual(keptScores);
    expect((await http(school).get(`${EXAMS}/${ids.exam}/questions/`)).status).toBe(200);
    expect((await http(school).get(`/v1/toefl/evaluation/${ids.keptToefl}`)).body[0].status).toBe(
      'completed',
    );
  });

  it('leaves the other client’s student with the same id untouched', async () => {
    expect(
      (await http(other).get(`/v1/toefl/evaluation/${ids.otherToefl}`).expect(200)).body,
    ).toEqual(otherToefl);
    expect((await http(other).get(`/privacy/v1/student-erasure/${erasure.id}/`)).status).toBe(404);
  });

  it('sends student_data_erased once, with ids only', async () => {
    const events = await waitFor(
      () => receiver.at(`/${EVENT}`),
      (received) => received.length > 0,
      { what: 'the erasure event' },
    );
    expect(events[0].json).toEqual({
      id: erasure.id,
      student_id: STUDENT,
      name: EVENT,
      display_name: 'Student data erased',
      secret_hash: 'erasure-secret',
      status: 'Completed',
    });
  });

  it('answers a repeated request with the same erasure and starts nothing', async () => {
    const again = await http(school).post('/privacy/v1/student-erasure/', { student_id: STUDENT });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ id: erasure.id, student_id: STUDENT, status: 'Completed' });
    await waitForQueuesToDrain(t.app);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // two relay ticks: nothing more comes
    expect(receiver.at(`/${EVENT}`)).toHaveLength(1);
    const [{ n }] = await db.query<{ n: number }[]>(
      "SELECT COUNT(*) AS n FROM privacy_erasures WHERE scope = 'student' AND student_id = ?",
      [STUDENT],
    );
    expect(Number(n)).toBe(1);
  });

  it('erases nothing of this client when another client names this client’s student', async () => {
    const theirs = await http(other)
      .post('/privacy/v1/student-erasure/', { student_id: 'stu-asha' })
      .expect(202);
    const done = await waitFor(
      async () =>
        (await http(other).get(`/privacy/v1/student-erasure/${theirs.body.id}/`).expect(200))
          .body as Body,
      (body) => body.status !== 'Pending',
      { what: 'the other client’s erasure' },
    );
    expect(done.status).toBe('Completed');
    expect(Object.values(done.erased).every((rows) => rows === 0)).toBe(true);
    expect(
      (
        await http(school).get(
          `${EXAMS}/${ids.exam}/answer-sheet/${ids.keptSheet}/pre-provisional-scores/`,
        )
      ).body,
    ).toEqual(keptScores);
  });

  it('records who erased what and how many rows in the audit, by digest, never the content', async () => {
    // The run's database is shared with other suites (the CLI's erasures are audited too).
    const audit = await db.query<Body[]>(
      "SELECT actor, action, target, row_count, details FROM audit_events WHERE action = 'student_erasure' AND actor = ? ORDER BY id",
      [`api_user:${school.username}`],
    );
    expect(audit[0]).toMatchObject({
      actor: `api_user:${school.username}`,
      action: 'student_erasure',
      target: expect.stringMatching(/^student:sha256:[0-9a-f]{32}$/),
    });
    expect(Number(audit[0].row_count)).toBeGreaterThan(10);
    expect(JSON.stringify(audit)).not.toContain(STUDENT);
  });

  it('never wrote the student’s name, words or sheets to the log, at any level', () => {
    const text = logs.join('');
    // The capture works: debug lines and request lines are there.
    expect(text).toContain('"level":20');
    expect(text).toContain('/privacy/v1/student-erasure');
    for (const mark of MARKS) expect(text).not.toContain(mark);
    expect(text.toLowerCase()).not.toContain(ESSAY_MARK);
  });
});
