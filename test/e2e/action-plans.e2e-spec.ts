import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { DailyLimitSettings } from 'src/modules/limits/services/daily-limit-settings.service';
import { WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { docx, textPdf } from 'test/fixtures/documents';
import {
  GOOD_SHEET,
  MODEL_ANSWERS,
  PAPER_TOTAL,
  PARTIAL_SHEET,
  QUESTION_PAPER,
  WEAK_SHEET,
} from 'test/fixtures/exam-papers';
import { ExamFlow } from 'test/support/exam-flow';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { subscribe } from 'test/support/webhook-subscriptions';

const BASE = '/evaluation-platform/v1/exam';
const EVENTS = ['student_action_plan', 'teacher_action_plan'];
const SECRET = 'plans-secret';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Issue #12: action plans from real scored answer sheets of the exam family (builtin provider):
 * a teacher's system evaluates an exam, then asks for student and teacher plans.
 */
describe('Action plans', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let teacher: Session;
  let flow: ExamFlow;
  let webhookIds: string[];
  const env = { ...process.env };

  let exam: Body;
  let questions: Body[];
  const sheets: Record<string, { id: string; scores: Body }> = {};

  const plans = () => ({
    post: (path: string, body: object, auth = teacher.auth) =>
      request(t.http).post(`/action-plan/v1/k12/${path}`).set(auth).send(body),
    get: (path: string, auth = teacher.auth) =>
      request(t.http).get(`/action-plan/v1/k12/${path}`).set(auth),
  });

  /** Polls a plan read through 404 (not taken yet) and In Progress until it has finished. */
  const settled = (path: string) =>
    waitFor(
      async () => {
        const response = await plans().get(path);
        return response.status === 200 ? (response.body.data as Body) : null;
      },
      (data) => data !== null && data.status !== 'In Progress',
      { timeoutMs: 120_000, intervalMs: 200, what: `${path} to finish` },
    ) as Promise<Body>;

  /** An exam with its questions, model answers (all or some) and typed answer sheets evaluated. */
  async function evaluatedExam(
    models: string[],
    students: [key: string, name: string, lines: string[]][],
    paper: { lines: string[]; total: number } = { lines: QUESTION_PAPER, total: PAPER_TOTAL },
  ) {
    const created = (
      await flow
        .post('/', {
          name: 'Science Unit Test 3',
          class: 'Class 8',
          subject: 'Science',
          exam_type: 'Unit Test',
          date: '2026-11-20',
          total_marks: paper.total,
        })
        .expect(201)
    ).body as Body;
    await flow.submit(`/${created.id}/`, [['paper.pdf', await textPdf([paper.lines])]]);
    const read = await flow.completed(`/${created.id}/questions/`);
    const model = await flow.post(`/${created.id}/model-answer/`).expect(201);
    await flow.submit(`/${created.id}/model-answer/${model.body.id}/`, [
      ['model-answers.docx', await docx(models)],
    ]);
    await flow.completed(`/${created.id}/model-answer/${model.body.id}/`);
    const evaluated: Record<string, { id: string; scores: Body }> = {};
    for (const [key, name, lines] of students) {
      const sheet = await flow
        .post(`/${created.id}/answer-sheet/`, { student_id: `stu-${key}`, name })
        .expect(201);
      await flow.submit(`/${created.id}/answer-sheet/${sheet.body.id}/`, [
        [`${key}.pdf`, await textPdf([lines])],
      ]);
      evaluated[key] = { id: sheet.body.id as string, scores: {} };
    }
    for (const key of Object.keys(evaluated)) {
      evaluated[key].scores = await flow.completed(
        `/${created.id}/answer-sheet/${evaluated[key].id}/pre-provisional-scores/`,
      );
    }
    return { exam: created, questions: read.questions as Body[], sheets: evaluated };
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp();
    teacher = await createSession(t.app);
    flow = new ExamFlow(t.http, teacher.auth, BASE);
    webhookIds = (await subscribe(t.http, teacher.auth, receiver, EVENTS, SECRET)).webhookIds;
    const built = await evaluatedExam(MODEL_ANSWERS, [
      ['asha', 'Asha Rao', GOOD_SHEET],
      ['ravi', 'Ravi Kumar', PARTIAL_SHEET],
      ['meera', 'Meera Iyer', WEAK_SHEET],
    ]);
    ({ exam, questions } = built);
    Object.assign(sheets, built.sheets);
  }, 400_000);

  afterAll(async () => {
    await t?.close();
    await receiver.close();
    process.env = env;
  });

  const lostMarks = (scores: Body) =>
    (scores.questions as Body[])
      .filter((question) => question.score < question.max_marks)
      .map((question) => question.question_id as string);

  describe('student plans', () => {
    let plan: Body;

    it('starts with 201 and the answer sheet id, and reads 404 or In Progress until built', async () => {
      const started = await plans().post('student', { ans_sheet_id: sheets.ravi.id }).expect(201);
      expect(started.body).toEqual({
        detail: [{ id: sheets.ravi.id, msg: 'Student action plan generation started' }],
      });
      plan = await settled(`student/${sheets.ravi.id}`);
      expect(plan).toMatchObject({
        id: sheets.ravi.id,
        status: 'Completed',
        error_message: null,
        student: { student_id: 'stu-ravi', name: 'Ravi Kumar' },
        exam: { id: exam.id, name: 'Science Unit Test 3', subject: 'Science', class: 'Class 8' },
        failed_questions: [],
      });
      expect(Date.parse(plan.created_at as string)).not.toBeNaN();
    });

    it('has a focus area for exactly the questions that lost marks, named by their concept', () => {
      const areas = plan.action_plan.focus_areas as Body[];
      const focused = areas.flatMap((area) => area.question_ids as string[]);
      expect(focused.sort()).toEqual(lostMarks(sheets.ravi.scores).sort());
      const skyQuestion = questions.find((question) =>
        /sky/.test(question.question_text as string),
      );
      const sky = areas.find((area) => (area.question_ids as string[]).includes(skyQuestion?.id));
      expect(sky?.concept).toMatch(/sky/i);
      for (const area of areas) {
        expect(area.concept).not.toMatch(/^(question|q)\s*\d/i);
        expect(area.recommendation).toMatch(/You lost \d+(\.5)? of \d+ marks on /);
        expect(area.practice.length).toBeGreaterThan(0);
      }
      // The wrong answer is quoted, and what the scheme wanted is named.
      expect(sky?.recommendation).toContain('Because the sea is blue.');
    });

    it('names the strengths and plans the weeks around the focus areas', () => {
      const { strengths, plan: weeks, focus_areas: areas } = plan.action_plan as Body;
      expect(strengths.some((item: string) => /^Q2, .*1 of 1 marks/.test(item))).toBe(true);
      expect(weeks.map((week: Body) => week.week)).toEqual(
        Array.from({ length: Math.min(3, areas.length) + 1 }, (_, index) => index + 1),
      );
      const practised = weeks.flatMap((week: Body) => week.activities as string[]);
      expect(practised).toContain(`Practise: ${areas[0].practice[0]}`);
    });

    it('follows the teacher’s published scores when asked again', async () => {
      const skyQuestion = questions.find((question) =>
        /sky/.test(question.question_text as string),
      );
      const path = `/${exam.id}/answer-sheet/${sheets.ravi.id}`;
      await flow
        .patchJson(`${path}/provisional-scores/`, {
          questions: [{ question_id: skyQuestion?.id, score: skyQuestion?.max_marks }],
        })
        .expect(200);
      await flow.post(`${path}/publish/`).expect(200);
      await plans().post('student', { ans_sheet_id: sheets.ravi.id }).expect(201);
      const again = await waitFor(
        () => settled(`student/${sheets.ravi.id}`),
        (data) => data.plan_id !== plan.plan_id,
        { what: 'the new plan' },
      );
      expect(again.status).toBe('Completed');
      const focused = (again.action_plan.focus_areas as Body[]).flatMap(
        (area) => area.question_ids as string[],
      );
      expect(focused).not.toContain(skyQuestion?.id);
      expect(focused.length).toBe(lostMarks(sheets.ravi.scores).length - 1);
    });

    it('is Partial, listing the question without a model answer', async () => {
      const withoutQ4 = MODEL_ANSWERS.filter((line) => !line.startsWith('4.'));
      const built = await evaluatedExam(withoutQ4, [['lena', 'Lena Shah', PARTIAL_SHEET]]);
      const sheet = built.sheets.lena.id;
      await plans().post('student', { ans_sheet_id: sheet }).expect(201);
      const partial = await settled(`student/${sheet}`);
      const q4 = built.questions[3];
      expect(partial.status).toBe('Partial');
      expect(partial.failed_questions).toEqual([
        { question_id: q4.id, question_number: '4', reason: 'The question has no model answer' },
      ]);
      const focused = (partial.action_plan.focus_areas as Body[]).flatMap(
        (area) => area.question_ids as string[],
      );
      expect(focused).not.toContain(q4.id);
    }, 300_000);
  });

  describe('teacher plans', () => {
    let plan: Body;

    it('builds a plan over the exam’s three evaluated sheets', async () => {
      const started = await plans().post('teacher', { exam_id: exam.id }).expect(201);
      expect(started.body.detail[0]).toEqual({
        id: exam.id,
        msg: 'Teacher action plan generation started',
      });
      const read = await settled(`teacher/${exam.id}`);
      expect(read).toMatchObject({ id: exam.id, status: 'Completed', error_message: null });
      plan = read.action_plan as Body;
      expect(read).not.toHaveProperty('failed_questions');
    });

    it('gives each question’s mean over the three sheets, with the teacher’s published scores', () => {
      for (const question of questions) {
        const mean = (plan.question_means as Body[]).find(
          (item) => item.question_id === question.id,
        );
        const scores = ['asha', 'ravi', 'meera'].map((key) => {
          const scored = (sheets[key].scores.questions as Body[]).find(
            (item) => item.question_id === question.id,
          );
          // Ravi's sky question was raised to full marks and published.
          if (key === 'ravi' && /sky/.test(question.question_text as string))
            return question.max_marks as number;
          return scored?.score as number;
        });
        expect(mean).toMatchObject({ answers: 3, max_marks: question.max_marks });
        expect(mean?.mean_marks).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 3, 2);
      }
    });

    it('names weak concepts and the students needing support', () => {
      for (const weak of plan.weak_concepts as Body[]) expect(weak.mean_percent).toBeLessThan(60);
      const support = plan.students_needing_support as Body[];
      expect(support.map((student) => student.name)).toContain('Meera Iyer');
      expect(support.map((student) => student.name)).not.toContain('Asha Rao');
      const meera = support.find((student) => student.name === 'Meera Iyer');
      expect(meera?.student_id).toBe('stu-meera');
      expect(meera?.concepts.length).toBeGreaterThan(0);
      for (const item of plan.reteaching_plan as Body[]) {
        expect((plan.weak_concepts as Body[]).map((weak) => weak.concept)).toContain(item.concept);
        expect(item.activities.length).toBeGreaterThan(0);
      }
    });
  });

  it('sends each plan’s event once, with the answer sheet or exam id', async () => {
    await waitFor(
      () =>
        t.app
          .get(DataSource)
          .getRepository(WebhookOutbox)
          .findBy({ webhookId: In(webhookIds) }),
      (rows) => rows.length >= 4 && rows.every((row) => row.finishedAt !== null),
      { what: 'the plan events to be sent' },
    );
    const student = receiver.at('/student_action_plan').map((hook) => hook.json);
    expect(student.filter((json) => json.id === sheets.ravi.id)).toHaveLength(2);
    expect(student).toContainEqual(
      expect.objectContaining({
        id: sheets.ravi.id,
        name: 'student_action_plan',
        status: 'Completed',
        secret_hash: SECRET,
      }),
    );
    expect(student.map((json) => json.status)).toContain('Partial');
    const teacherEvents = receiver.at('/teacher_action_plan').map((hook) => hook.json);
    expect(teacherEvents).toEqual([
      expect.objectContaining({ id: exam.id, name: 'teacher_action_plan', status: 'Completed' }),
    ]);
    const ids = receiver.received
      .filter((hook) => EVENTS.some((event) => hook.path === `/${event}`))
      .map((hook) => hook.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe('refusals', () => {
    it('shows another client nothing and lets it plan on nothing of ours', async () => {
      const other = await createSession(t.app);
      const read = await plans().get(`student/${sheets.ravi.id}`, other.auth).expect(404);
      expect(read.body).toEqual({ detail: [{ msg: 'Action plan not found' }] });
      await plans().get(`teacher/${exam.id}`, other.auth).expect(404);
      const start = await plans()
        .post('student', { ans_sheet_id: sheets.ravi.id }, other.auth)
        .expect(400);
      expect(start.body.detail[0].msg).toBe(`Answer sheet ${sheets.ravi.id} was not found`);
      await plans().post('teacher', { exam_id: exam.id }, other.auth).expect(400);
    });

    it('refuses sheets that are not evaluated and exams without evaluated sheets (400)', async () => {
      const fresh = (
        await flow
          .post('/', {
            name: 'Quiz',
            class: 'Class 8',
            subject: 'Science',
            exam_type: 'Quiz',
            date: '2026-11-21',
          })
          .expect(201)
      ).body as Body;
      const sheet = await flow
        .post(`/${fresh.id}/answer-sheet/`, { student_id: 's9', name: 'Sam' })
        .expect(201);
      const notYet = await plans().post('student', { ans_sheet_id: sheet.body.id }).expect(400);
      expect(notYet.body.detail[0].msg).toBe(
        `Answer sheet ${sheet.body.id} has not been evaluated yet`,
      );
      const noSheets = await plans().post('teacher', { exam_id: fresh.id }).expect(400);
      expect(noSheets.body.detail[0].msg).toBe(
        `Exam ${fresh.id} has no evaluated answer sheet yet`,
      );
      await plans().get(`student/${sheet.body.id}`).expect(404);
    });

    it('names a field that is not a UUID (422) and counts the daily limit (429)', async () => {
      const bad = await plans().post('student', { ans_sheet_id: 'sheet-1' }).expect(422);
      expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'ans_sheet_id'], input: 'sheet-1' });
      const limited = await createSession(t.app);
      await t.app.get(DailyLimitSettings).setOverride(limited.username, 'action_plan', 0);
      const refused = await plans().post('teacher', { exam_id: exam.id }, limited.auth).expect(429);
      expect(refused.body.detail[0].msg).toMatch(/Daily limit of 0 action plan requests reached/);
    });
  });

  /** Issue #26: two of three students think seasons come from the distance to the Sun. */
  describe('misconceptions the teacher marked', () => {
    const SEASONS_REMARK = 'Misconception: seasons are caused by distance from the Sun';

    it('names the shared misconception once, with its count, the teacher’s words and re-teaching', async () => {
      const built = await evaluatedExam(
        [
          "1. The Earth's axis is tilted. The hemisphere tilted towards the Sun gets more direct sunlight and longer days, so it has summer.",
          '2. Green plants make their own food by photosynthesis.',
        ],
        [
          [
            'tara',
            'Tara Sen',
            [
              "1. The Earth's axis is tilted, so the hemisphere tilted towards the Sun gets more direct sunlight and has summer.",
              '2. They make their own food by photosynthesis.',
            ],
          ],
          [
            'omar',
            'Omar Khan',
            [
              '1. Earth is closer to the Sun in summer and further away in winter.',
              '2. Plants get their food from the soil.',
            ],
          ],
          [
            'lila',
            'Lila Nair',
            [
              '1. In summer the Earth is nearer to the Sun so it is hotter.',
              '2. Green plants make their own food by photosynthesis.',
            ],
          ],
        ],
        {
          lines: [
            'Class 8 Science mini-test    Maximum Marks: 6',
            '1. Why do we have seasons on Earth? Explain. (4 marks)',
            '2. How do green plants get their food? (2 marks)',
          ],
          total: 6,
        },
      );
      const seasons = built.questions[0];
      for (const key of ['omar', 'lila']) {
        const path = `/${built.exam.id}/answer-sheet/${built.sheets[key].id}`;
        await flow
          .patchJson(`${path}/provisional-scores/`, {
            questions: [{ question_id: seasons.id, score: 0, feedback: SEASONS_REMARK }],
          })
          .expect(200);
        await flow.post(`${path}/publish/`).expect(200);
      }
      await plans().post('teacher', { exam_id: built.exam.id }).expect(201);
      const read = await settled(`teacher/${built.exam.id}`);
      expect(read.status).toBe('Completed');
      const teacherPlan = read.action_plan as Body;
      const means = teacherPlan.question_means as Body[];
      expect(means.map((mean) => mean.concept)).toEqual(['seasons', 'photosynthesis']);
      const shared = (teacherPlan.misconceptions as Body[]).filter(
        (item) => item.concept === 'seasons',
      );
      expect(shared).toHaveLength(1);
      expect(shared[0]).toMatchObject({
        count: 2,
        students: [
          { student_id: 'stu-omar', name: 'Omar Khan' },
          { student_id: 'stu-lila', name: 'Lila Nair' },
        ],
        // The curriculum's words, whether the grader or the teacher's remark found it.
        statement: expect.stringMatching(/^It is summer when the Earth is closer to the Sun\.?$/),
      });
      expect(shared[0].correct_idea).toMatch(/tilt of the axis/);
      expect(shared[0].description).toContain('“seasons are caused by distance from the Sun”');
      const reteach = (teacherPlan.reteaching_plan as Body[]).find(
        (item) => item.concept === 'seasons',
      );
      expect(reteach?.activities[0]).toMatch(/^Tackle the misconception .*\(2 students\)/);
      expect(reteach?.activities).toContainEqual(expect.stringMatching(/^Show it: /));
    }, 300_000);
  });
});
