import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { DailyLimitSettings } from 'src/modules/limits/services/daily-limit-settings.service';
import { WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import {
  BLANK_SHEET,
  GOOD_SHEET,
  MODEL_ANSWERS,
  PAPER_TOTAL,
  PARTIAL_SHEET,
  QUESTION_PAPER,
  WEAK_SHEET,
} from 'test/fixtures/exam-papers';
import { docx, scannedPdf, textPdf, textPng } from 'test/fixtures/documents';
import { codeErrors, ExamFlow, type File, namesPoint } from 'test/support/exam-flow';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { subscribe, type WebhookTemplate } from 'test/support/webhook-subscriptions';

const BASE = '/evaluation-platform/v1/exam';
const EVENTS = [
  'exam_evaluation_question_paper_extraction',
  'exam_evaluation_model_answer_extraction',
  'exam_evaluation_student_answer_sheet_evaluation',
];
const SECRET = 'exam-secret';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A physics quiz whose photographed working the OCR misreads (as in the reading-confidence e2e). */
const CALCULATION = {
  paper: [
    'Class 9 Physics Quiz    Maximum Marks: 3',
    '1. What do green plants make in photosynthesis? (1 mark)',
    '2. Calculate the KE of a 2 kg ball at 3 m/s. (2 marks)',
  ],
  model: [
    'Model answers - Physics Quiz',
    '1. Glucose.',
    '2. KE = 1/2 x m x v x v = 0.5 x 2 x 3 x 3 = 9 J',
  ],
  sheet: [
    'Name: Ravi Kumar',
    '1. Plants make glucose.',
    '2. KE = 1/2 x m x v x v',
    '= 0.5 x 2 x 3 x 3 = 9 J',
  ],
};

/** Issue #11: a teacher's system evaluating an exam end to end (builtin AI provider). */
describe('Exam evaluation', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let teacher: Session;
  let flow: ExamFlow;
  let templates: WebhookTemplate[];
  let webhookIds: string[];
  const env = { ...process.env };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp();
    teacher = await createSession(t.app);
    flow = new ExamFlow(t.http, teacher.auth, BASE);
    ({ templates, webhookIds } = await subscribe(t.http, teacher.auth, receiver, EVENTS, SECRET));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver.close();
    process.env = env;
  });

  const createExam = async (overrides: object = {}) =>
    (
      await flow
        .post('/', {
          name: 'Science Unit Test 3',
          class: 'Class 8',
          subject: 'Science',
          exam_type: 'Unit Test',
          date: '2026-11-20',
          section: 'A',
          total_marks: PAPER_TOTAL,
          ...overrides,
        })
        .expect(201)
    ).body as Body;

  it('lists the codes and suggested values', async () => {
    const { body } = await request(t.http)
      .get('/evaluation-platform/constants')
      .set(teacher.auth)
      .expect(200);
    expect(body.fileType).toEqual([
      { id: 1, name: 'pdf' },
      { id: 2, name: 'docx' },
      { id: 3, name: 'jpeg' },
      { id: 4, name: 'png' },
    ]);
    expect(body.fileStatus.map((item: Body) => item.id)).toEqual([0, 1, 2, 3]);
    expect(body.examType).toContain('Unit Test');
    expect(body.subjects).toContain('Science');
    expect(body.classes).toContain('Class 8');
  });

  describe('from question paper to published scores', () => {
    let exam: Body;
    let questions: Body[];
    let modelAnswerId: string;
    const sheets: Record<string, { id: string; scores?: Body }> = {};

    it('creates the exam, Open with no files', async () => {
      exam = await createExam();
      expect(exam).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Science Unit Test 3',
        class: 'Class 8',
        subject: 'Science',
        exam_type: 'Unit Test',
        date: '2026-11-20',
        total_marks: PAPER_TOTAL,
        status: 0,
        files: [],
      });
    });

    it('attaches the question paper PDF, keeping the exam Open', async () => {
      const { body } = await flow
        .attach(`/${exam.id}/`, [['paper.pdf', await textPdf([QUESTION_PAPER])]])
        .expect(200);
      expect(body.status).toBe(0);
      expect(body.files).toEqual([
        { id: expect.any(String), file_name: 'paper.pdf', file_type: 1 },
      ]);
    });

    it('refuses files and isFinal in one request, and isFinal without files', async () => {
      const both = await flow
        .attach(`/${exam.id}`, [['more.pdf', await textPdf([['Extra page']])]], { isFinal: 'true' })
        .expect(400);
      expect(codeErrors(both.body, 400).non_field_errors[0]).toMatch(/either files .* or isFinal/);
      const empty = await createExam();
      const noFiles = await flow.patchJson(`/${empty.id}/`, { isFinal: true }).expect(400);
      expect(codeErrors(noFiles.body, 400).non_field_errors[0]).toMatch(
        /Attach the question paper/,
      );
      const nothing = await flow.patchJson(`/${exam.id}/`, {}).expect(400);
      expect(codeErrors(nothing.body, 400).non_field_errors[0]).toMatch(/Send files/);
    });

    it('extracts the questions once final; no files can be attached afterwards', async () => {
      const started = await flow.patchJson(`/${exam.id}/`, { isFinal: true }).expect(200);
      expect([1, 2]).toContain(started.body.status);
      const late = await flow
        .attach(`/${exam.id}/`, [['late.pdf', await textPdf([['Late page']])]])
        .expect(400);
      expect(codeErrors(late.body, 400).non_field_errors[0]).toMatch(/is final/);
      const twice = await flow.patchJson(`/${exam.id}`, { isFinal: true }).expect(400);
      expect(codeErrors(twice.body, 400).non_field_errors[0]).toMatch(/is final/);

      const read = await flow.completed(`/${exam.id}/questions/`);
      questions = read.questions as Body[];
      expect(questions.map((question) => question.question_number)).toEqual(['1', '2', '3', '4']);
      expect(questions.map((question) => question.max_marks)).toEqual([3, 1, 3, 3]);
      expect(questions[0].question_text).toMatch(/What is photosynthesis/);
      expect(questions[2].question_text).toMatch(/sky appears blue/);
      expect(read.total_marks).toBe(PAPER_TOTAL);
      expect(read.warnings).toEqual([]);
      expect((await flow.get(`/${exam.id}`).expect(200)).body.status).toBe(2);
    });

    it('lets the teacher correct a question', async () => {
      const { body } = await flow
        .patchJson(`/${exam.id}/questions/${questions[1].id}/`, {
          question_text: 'Name the gas that green plants take in for photosynthesis.',
        })
        .expect(200);
      expect(body).toMatchObject({ id: questions[1].id, max_marks: 1 });
      expect(body.question_text).toBe('Name the gas that green plants take in for photosynthesis.');
      const bad = await flow
        .patchJson(`/${exam.id}/questions/${questions[1].id}/`, { max_marks: 1.25 })
        .expect(400);
      expect(codeErrors(bad.body, 400).max_marks[0]).toMatch(/half mark/);
    });

    it('keeps one model answer sheet per exam', async () => {
      const created = await flow.post(`/${exam.id}/model-answer/`).expect(201);
      expect(created.body).toMatchObject({ status: 0, answers: [], files: [] });
      modelAnswerId = created.body.id as string;
      const second = await flow.post(`/${exam.id}/model-answer`).expect(400);
      expect(codeErrors(second.body, 400).non_field_errors[0]).toMatch(
        /already has a model answer/,
      );
    });

    it('refuses to evaluate an answer sheet before the model answer is Completed', async () => {
      const sheet = await flow
        .post(`/${exam.id}/answer-sheet/`, { student_id: 'stu-early', name: 'Early Bird' })
        .expect(201);
      await flow
        .attach(`/${exam.id}/answer-sheet/${sheet.body.id}/`, [
          ['early.pdf', await textPdf([GOOD_SHEET])],
        ])
        .expect(200);
      const early = await flow
        .patchJson(`/${exam.id}/answer-sheet/${sheet.body.id}/`, { isFinal: true })
        .expect(400);
      expect(codeErrors(early.body, 400).non_field_errors[0]).toMatch(
        /model answer .* not extracted yet|questions and the model answer are Completed/,
      );
    });

    it('extracts the model answers from a DOCX, with marking schemes that add up', async () => {
      await flow.submit(`/${exam.id}/model-answer/${modelAnswerId}/`, [
        ['model-answers.docx', await docx(MODEL_ANSWERS)],
      ]);
      const read = await flow.completed(`/${exam.id}/model-answer/${modelAnswerId}/`);
      const answers = read.answers as Body[];
      expect(answers.map((answer) => answer.question_id)).toEqual(questions.map((q) => q.id));
      expect(answers[1].answer_text).toMatch(/Carbon dioxide/);
      for (const [index, answer] of answers.entries()) {
        const marks = (answer.marking_scheme as Body[]).reduce(
          (sum, point) => sum + point.marks,
          0,
        );
        expect(marks).toBe(questions[index].max_marks);
      }
    });

    it('lets the teacher correct a model answer; a scheme that does not add up is refused', async () => {
      const path = `/${exam.id}/model-answer/${modelAnswerId}/answers/`;
      const bad = await flow
        .patchJson(path, {
          answers: [{ question_id: questions[1].id, marking_scheme: [{ text: 'CO2', marks: 2 }] }],
        })
        .expect(400);
      expect(codeErrors(bad.body, 400)['answers.0.marking_scheme'][0]).toMatch(/worth 1/);
      const { body } = await flow
        .patchJson(path, {
          answers: [
            {
              question_id: questions[1].id,
              answer_text: 'Carbon dioxide.',
              marking_scheme: [{ text: 'Carbon dioxide', marks: 1 }],
            },
          ],
        })
        .expect(200);
      expect(body.answers[1].marking_scheme).toEqual([{ text: 'Carbon dioxide', marks: 1 }]);

      // Correcting only the text keeps the teacher's scheme…
      const kept = await flow
        .patchJson(path, {
          answers: [{ question_id: questions[1].id, answer_text: 'Carbon dioxide gas.' }],
        })
        .expect(200);
      expect(kept.body.answers[1].marking_scheme).toEqual([{ text: 'Carbon dioxide', marks: 1 }]);
      // …while a scheme derived from the text follows the corrected text, which is what is graded.
      await flow
        .patchJson(path, {
          answers: [
            {
              question_id: questions[1].id,
              marking_scheme: [{ text: 'Carbon dioxide gas.', marks: 1 }],
            },
          ],
        })
        .expect(200);
      const followed = await flow
        .patchJson(path, {
          answers: [{ question_id: questions[1].id, answer_text: 'Carbon dioxide.' }],
        })
        .expect(200);
      expect(followed.body.answers[1].answer_text).toBe('Carbon dioxide.');
      expect(followed.body.answers[1].marking_scheme).toEqual([
        { text: 'Carbon dioxide.', marks: 1 },
      ]);
    });

    const SHEETS: [key: string, student: string, files: () => Promise<File[]>][] = [
      ['typed', 'Asha Rao', async () => [['asha.pdf', await textPdf([GOOD_SHEET])]]],
      ['photo', 'Ravi Kumar', () => Promise.resolve([['ravi.png', textPng(PARTIAL_SHEET)]])],
      ['scan', 'Meera Iyer', async () => [['meera-scan.pdf', await scannedPdf(WEAK_SHEET)]]],
      ['blank', 'Kabir Singh', async () => [['kabir.pdf', await textPdf([BLANK_SHEET])]]],
    ];

    it('evaluates a typed PDF, a photographed page and a scanned page', async () => {
      for (const [key, name, files] of SHEETS) {
        const created = await flow
          .post(`/${exam.id}/answer-sheet/`, { student_id: `stu-${key}`, name })
          .expect(201);
        expect(created.body).toMatchObject({ student_id: `stu-${key}`, name, status: 0 });
        sheets[key] = { id: created.body.id as string };
        await flow.submit(`/${exam.id}/answer-sheet/${created.body.id}/`, await files());
      }
      for (const [key] of SHEETS) {
        sheets[key].scores = await flow.completed(
          `/${exam.id}/answer-sheet/${sheets[key].id}/pre-provisional-scores/`,
          180_000,
        );
      }
      const total = (key: string) => sheets[key].scores?.total_score as number;
      if (process.env.EXAMS_E2E_DUMP) console.log(JSON.stringify(sheets, null, 1));
      expect(total('typed')).toBeGreaterThan(total('photo'));
      expect(total('photo')).toBeGreaterThan(total('scan'));
      expect(total('typed')).toBeGreaterThanOrEqual(8);
      expect(total('blank')).toBe(0);
      for (const [key] of SHEETS) {
        const scores = sheets[key].scores as Body;
        expect(scores.max_score).toBe(PAPER_TOTAL);
        expect(scores.questions).toHaveLength(4);
        const sum = (scores.questions as Body[]).reduce((acc, q) => acc + q.score, 0);
        expect(scores.total_score).toBe(sum);
        for (const question of scores.questions as Body[]) {
          expect(question.score).toBeLessThanOrEqual(question.max_marks);
          expect(question.feedback).toEqual(expect.any(String));
          // Every mark explained: what was missing is named in the feedback.
          if (question.student_answer && question.score < question.max_marks) {
            const short = (question.step_marks as Body[]).filter(
              (step) => step.awarded < step.marks,
            );
            expect(short.length).toBeGreaterThan(0);
            for (const step of short) expect(question.feedback).toMatch(namesPoint(step.point));
            expect(question.missing_points).toEqual(
              short.filter((step) => step.status !== 'partial').map((step) => step.point),
            );
          }
        }
      }
      const photo = sheets.photo.scores as Body;
      expect(photo.questions[1]).toMatchObject({
        score: 1,
        student_answer: expect.stringMatching(/Carbon dioxide/i),
      });
      expect(photo.questions[2].score).toBe(0);
      const blank = sheets.blank.scores as Body;
      for (const question of blank.questions as Body[]) {
        expect(question.feedback).toMatch(/No answer was written/);
      }
    }, 400_000);

    it('keeps the teacher’s override beside the machine’s score, then publishes', async () => {
      const path = `/${exam.id}/answer-sheet/${sheets.photo.id}`;
      const machine = sheets.photo.scores as Body;
      const before = await request(t.http)
        .get(`${BASE}${path}/get-final-result/`)
        .set(teacher.auth)
        .expect(400);
      expect(codeErrors(before.body, 400).non_field_errors[0]).toMatch(/not published/);
      const tooHigh = await flow
        .patchJson(`${path}/provisional-scores/`, {
          questions: [{ question_id: questions[2].id, score: 4 }],
        })
        .expect(400);
      expect(codeErrors(tooHigh.body, 400)['questions.0.score'][0]).toMatch(/from 0 to 3/);

      const reviewed = await flow
        .patchJson(`${path}/provisional-scores/`, {
          questions: [
            {
              question_id: questions[2].id,
              score: 0.5,
              feedback: 'Half a mark for trying; the sea does not colour the sky.',
            },
          ],
        })
        .expect(200);
      const q3 = reviewed.body.questions[2];
      expect(q3).toMatchObject({
        score: 0.5,
        feedback: 'Half a mark for trying; the sea does not colour the sky.',
        reviewed: true,
        machine_score: machine.questions[2].score,
        machine_feedback: machine.questions[2].feedback,
      });
      expect(reviewed.body.total_score).toBe(
        machine.total_score + 0.5 - machine.questions[2].score,
      );
      expect(reviewed.body.published).toBe(false);
      // The machine's read is unchanged.
      const again = await flow.get(`${path}/pre-provisional-scores/`).expect(200);
      expect(again.body.total_score).toBe(machine.total_score);

      const published = await flow.post(`${path}/publish/`).expect(200);
      expect(published.body).toMatchObject({
        published: true,
        total_score: reviewed.body.total_score,
      });
      const final = await flow.get(`${path}/get-final-result`).expect(200);
      expect(final.body.questions[2].score).toBe(0.5);
      const after = await flow
        .patchJson(`${path}/provisional-scores/`, {
          questions: [{ question_id: questions[2].id, score: 1 }],
        })
        .expect(400);
      expect(codeErrors(after.body, 400).non_field_errors[0]).toMatch(/already published/);
    });

    it('sends every event with its payload, signed with the secret', async () => {
      await waitFor(
        () =>
          t.app
            .get(DataSource)
            .getRepository(WebhookOutbox)
            .findBy({ webhookId: In(webhookIds) }),
        (rows) => rows.length >= 2 + SHEETS.length && rows.every((row) => row.finishedAt !== null),
        { what: 'the exam events to be sent' },
      );
      const display = (name: string) => templates.find((item) => item.name === name)?.display_name;
      const paper = receiver.at(`/${EVENTS[0]}`).filter((hook) => hook.json.exam_id === exam.id);
      expect(paper.map((hook) => hook.json)).toEqual([
        {
          status: 'Completed',
          exam_id: exam.id,
          name: EVENTS[0],
          display_name: display(EVENTS[0]),
          secret_hash: SECRET,
        },
      ]);
      expect(paper[0].headers['webhook-signature']).toMatch(/^v1,/);
      const model = receiver.at(`/${EVENTS[1]}`).filter((hook) => hook.json.exam_id === exam.id);
      expect(model.map((hook) => hook.json)).toEqual([
        {
          status: 'Completed',
          exam_id: exam.id,
          name: EVENTS[1],
          display_name: display(EVENTS[1]),
          secret_hash: SECRET,
          model_answer_sheet_id: modelAnswerId,
        },
      ]);
      const evaluated = receiver
        .at(`/${EVENTS[2]}`)
        .filter((hook) => hook.json.exam_id === exam.id);
      expect(evaluated.map((hook) => hook.json.ans_sheet_id).sort()).toEqual(
        Object.values(sheets)
          .map((sheet) => sheet.id)
          .sort(),
      );
      for (const hook of evaluated) {
        const sheet = hook.json.ans_sheet_id as string;
        const path = `${BASE}/${exam.id}/answer-sheet/${sheet}/pre-provisional-scores/`;
        // The event says how much rests on a doubtful reading; the read it names lists it.
        const scores = (await flow.get(path.slice(BASE.length)).expect(200)).body as Body;
        const flags = (scores.questions as Body[]).flatMap((q) => q.reading_flags as Body[]);
        expect(hook.json).toEqual({
          status: 'Completed',
          exam_id: exam.id,
          name: EVENTS[2],
          display_name: display(EVENTS[2]),
          secret_hash: SECRET,
          ans_sheet_id: sheet,
          reading_flag_count: flags.length,
          warning_count: (scores.warnings as string[]).length,
          scores_path: path,
        });
      }
    });

    it('shows nothing to another client: 404 everywhere', async () => {
      const other = new ExamFlow(t.http, (await createSession(t.app)).auth, BASE);
      const sheet = sheets.typed.id;
      for (const path of [
        `/${exam.id}/`,
        `/${exam.id}/questions/`,
        `/${exam.id}/model-answer/${modelAnswerId}/`,
        `/${exam.id}/answer-sheet/${sheet}/`,
        `/${exam.id}/answer-sheet/${sheet}/pre-provisional-scores/`,
        `/${exam.id}/answer-sheet/${sheet}/provisional-scores/`,
      ]) {
        const response = await other.get(path).expect(404);
        expect(codeErrors(response.body, 404).non_field_errors[0]).toMatch(/not found/);
      }
      await other.patchJson(`/${exam.id}/`, { isFinal: true }).expect(404);
      await other.post(`/${exam.id}/answer-sheet/`, { student_id: 's', name: 'n' }).expect(404);
      await other.post(`/${exam.id}/answer-sheet/${sheet}/publish/`).expect(404);
      // Exams are not assignments either.
      await request(t.http)
        .get(`/assignment-evaluation/v1/assignment/${exam.id}/`)
        .set(teacher.auth)
        .expect(404);
    });
  });

  it('completes extraction with a warning when the marks do not add up to total_marks', async () => {
    const exam = await createExam({ total_marks: 12 });
    await flow.submit(`/${exam.id}/`, [['paper.pdf', await textPdf([QUESTION_PAPER])]]);
    const read = await flow.completed(`/${exam.id}/questions/`);
    expect(read.questions).toHaveLength(4);
    expect(read.warnings).toEqual([
      expect.stringMatching(/add up to 10, the exam's total_marks is 12/),
    ]);
    expect((await flow.get(`/${exam.id}/`).expect(200)).body.warnings).toEqual(read.warnings);
  });

  it('tells the teacher of a question without marks, and takes its marks from the scheme', async () => {
    const exam = await createExam({ total_marks: 3 });
    await flow.submit(`/${exam.id}/`, [
      [
        'paper.pdf',
        await textPdf([
          [
            '1. Name the gas that plants take in for photosynthesis. 1',
            '2. Describe how the stomata control water loss from a leaf.',
          ],
        ]),
      ],
    ]);
    const read = await flow.completed(`/${exam.id}/questions/`);
    expect((read.questions as Body[]).map((q) => [q.question_number, q.max_marks])).toEqual([
      ['1', 1],
      ['2', 1],
    ]);
    expect(read.warnings).toEqual(
      expect.arrayContaining([
        'No marks found for question 2',
        expect.stringMatching(/^1 mark each was assumed for question\(s\) 2, whose marks/),
      ]),
    );
    const model = (await flow.post(`/${exam.id}/model-answer/`).expect(201)).body as Body;
    await flow.submit(`/${exam.id}/model-answer/${model.id}/`, [
      [
        'scheme.pdf',
        await textPdf([
          [
            '1. carbon dioxide (1)',
            '2. guard cells close the stomata (1)',
            'less water vapour escapes (1)',
          ],
        ]),
      ],
    ]);
    const answers = (await flow.completed(`/${exam.id}/model-answer/${model.id}/`))
      .answers as Body[];
    expect((answers[1].marking_scheme as Body[]).map((point) => point.marks)).toEqual([1, 1]);
    const after = (await flow.get(`/${exam.id}/questions/`).expect(200)).body as Body;
    expect((after.questions as Body[]).map((q) => q.max_marks)).toEqual([1, 2]);
    expect(after.total_marks).toBe(3);
    expect(after.warnings).toContain(
      "Model answer sheet: Question 2 shows no marks on the paper: its marking scheme's 2 marks were used",
    );
  });

  it('fails extraction of a paper without numbered questions, says why, and sends Failed', async () => {
    const exam = await createExam();
    await flow.submit(`/${exam.id}/`, [
      ['notice.pdf', await textPdf([['Parents meeting on Friday.', 'Please bring the diary.']])],
    ]);
    const read = await flow.settle(`/${exam.id}/questions/`);
    expect(read).toMatchObject({ status: 3, questions: [] });
    expect(read.error_message).toMatch(/No numbered questions were found/);
    const hook = await waitFor(() =>
      receiver.at(`/${EVENTS[0]}`).find((item) => item.json.exam_id === exam.id),
    );
    expect(hook.json).toMatchObject({ status: 'Failed', exam_id: exam.id });
    // Nothing can follow a failed question paper: its model answer cannot be finalised.
    const model = await flow.post(`/${exam.id}/model-answer/`).expect(201);
    await flow
      .attach(`/${exam.id}/model-answer/${model.body.id}/`, [['m.docx', await docx(MODEL_ANSWERS)]])
      .expect(200);
    const refused = await flow
      .patchJson(`/${exam.id}/model-answer/${model.body.id}/`, { isFinal: true })
      .expect(400);
    expect(codeErrors(refused.body, 400).non_field_errors[0]).toMatch(/questions .* not extracted/);
  });

  it('counts the doubtful lines of a photographed calculation in its event, and names the read', async () => {
    const physics = await createExam({ name: 'Physics Quiz', subject: 'Physics', total_marks: 3 });
    await flow.submit(`/${physics.id}/`, [['paper.pdf', await textPdf([CALCULATION.paper])]]);
    await flow.completed(`/${physics.id}/questions/`);
    const model = (await flow.post(`/${physics.id}/model-answer/`).expect(201)).body as Body;
    await flow.submit(`/${physics.id}/model-answer/${model.id}/`, [
      ['m.docx', await docx(CALCULATION.model)],
    ]);
    await flow.completed(`/${physics.id}/model-answer/${model.id}/`);
    const sheet = (
      await flow.post(`/${physics.id}/answer-sheet/`, { student_id: 's', name: 'Ravi' }).expect(201)
    ).body as Body;
    await flow.submit(`/${physics.id}/answer-sheet/${sheet.id}/`, [
      ['ravi.png', textPng(CALCULATION.sheet)],
    ]);
    const path = `/${physics.id}/answer-sheet/${sheet.id}/pre-provisional-scores/`;
    const scores = await flow.completed(path, 180_000);
    const flags = (scores.questions as Body[]).flatMap((q) => q.reading_flags as Body[]);
    expect(flags.length).toBeGreaterThan(0);
    const hook = await waitFor(() =>
      receiver.at(`/${EVENTS[2]}`).find((item) => item.json.ans_sheet_id === sheet.id),
    );
    expect(hook.json).toMatchObject({
      status: 'Completed',
      exam_id: physics.id,
      reading_flag_count: flags.length,
      warning_count: 1,
      scores_path: `${BASE}${path}`,
    });
    // The event says where to look; the lines themselves are only in the read.
    expect(JSON.stringify(hook.json)).not.toContain(flags[0].line);
  }, 300_000);

  it('retries the answer-sheet event once, 5 s later, when the receiver does not answer 200/201', async () => {
    const own = await createSession(t.app);
    const ownFlow = new ExamFlow(t.http, own.auth, BASE);
    receiver.on('/sheet-retry', { status: 503 });
    await request(t.http)
      .post('/webhooks/v1/webhook/')
      .set(own.auth)
      .send({
        api_template: templates.find((item) => item.name === EVENTS[2])?.id,
        endpoint_url: `${receiver.url}/sheet-retry`,
      })
      .expect(201);
    const exam = (
      await ownFlow
        .post('/', {
          name: 'Retry',
          class: 'Class 8',
          subject: 'Science',
          exam_type: 'Quiz',
          date: '2026-11-20',
        })
        .expect(201)
    ).body as Body;
    await ownFlow.submit(`/${exam.id}/`, [['paper.pdf', await textPdf([QUESTION_PAPER])]]);
    await ownFlow.completed(`/${exam.id}/questions/`);
    const model = (await ownFlow.post(`/${exam.id}/model-answer/`).expect(201)).body as Body;
    await ownFlow.submit(`/${exam.id}/model-answer/${model.id}/`, [
      ['m.docx', await docx(MODEL_ANSWERS)],
    ]);
    await ownFlow.completed(`/${exam.id}/model-answer/${model.id}/`);
    const sheet = (
      await ownFlow.post(`/${exam.id}/answer-sheet/`, { student_id: 's', name: 'Sam' }).expect(201)
    ).body as Body;
    await ownFlow.submit(`/${exam.id}/answer-sheet/${sheet.id}/`, [
      ['s.pdf', await textPdf([GOOD_SHEET])],
    ]);
    const sends = await waitFor(
      () => receiver.at('/sheet-retry').filter((hook) => hook.json.ans_sheet_id === sheet.id),
      (hooks) => hooks.length >= 2,
      { what: 'the retried answer-sheet event', timeoutMs: 90_000 },
    );
    expect(sends).toHaveLength(2);
    expect(sends[1].headers['webhook-id']).toBe(sends[0].headers['webhook-id']);
    expect(sends[1].receivedAt - sends[0].receivedAt).toBeGreaterThanOrEqual(4_500);
    expect(sends[1].json).toEqual(sends[0].json);
  }, 180_000);

  it('documents every exam and assignment route in Swagger, with a description', async () => {
    const document = (await request(t.http).get('/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { description?: string; operationId: string }>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => /^\/(evaluation-platform|assignment-evaluation)\//.test(path))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, op })),
      );
    expect(operations.length).toBeGreaterThanOrEqual(2 * 15);
    for (const { op } of operations) expect(op.description).toEqual(expect.any(String));
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths).toHaveProperty([
      '/evaluation-platform/v1/exam/{exam_id}/answer-sheet/{ans_sheet_id}/pre-provisional-scores',
    ]);
    expect(document.paths).toHaveProperty([
      '/assignment-evaluation/v1/assignment/{assignment_id}/answer-sheet/{ans_sheet_id}/score',
    ]);
    // What an evaluated sheet's event adds is documented where it starts and where it is registered.
    const sheetPatch = '/evaluation-platform/v1/exam/{exam_id}/answer-sheet/{ans_sheet_id}';
    expect(document.paths[sheetPatch].patch.description).toMatch(/reading_flag_count/);
    expect(document.paths['/webhooks/v1/webhook'].post.description).toMatch(
      /reading_flag_count.*warning_count.*scores_path/,
    );
  });

  describe('daily limits, in the code family', () => {
    it('answers 400 when the question extraction limit is reached', async () => {
      const limited = await createSession(t.app);
      await t.app.get(DailyLimitSettings).setOverride(limited.username, 'question_extraction', 1);
      const own = new ExamFlow(t.http, limited.auth, BASE);
      const create = async () =>
        (
          await own
            .post('/', {
              name: 'Quiz',
              class: 'Class 6',
              subject: 'Maths',
              exam_type: 'Quiz',
              date: '2026-11-21',
            })
            .expect(201)
        ).body as Body;
      const paper: File[] = [['quiz.pdf', await textPdf([['1. What is 2 + 2? (1 mark)']])]];
      const first = await create();
      await own.attach(`/${first.id}/`, paper).expect(200);
      // Attaching does not count; finalising does.
      const started = await own.patchJson(`/${first.id}/`, { isFinal: true }).expect(200);
      expect(started.headers['x-ratelimit-limit']).toBe('1');
      expect(started.headers['x-ratelimit-remaining']).toBe('0');
      const second = await create();
      await own.attach(`/${second.id}/`, paper).expect(200);
      const refused = await own.patchJson(`/${second.id}/`, { isFinal: true }).expect(400);
      expect(codeErrors(refused.body, 400).non_field_errors[0]).toMatch(
        /Daily limit of 1 question extraction requests reached/,
      );
      expect(refused.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
      expect((await own.get(`/${second.id}/`).expect(200)).body.status).toBe(0);
    });

    it('answers 429 when the answer sheet evaluation limit is reached', async () => {
      const limited = await createSession(t.app);
      await t.app
        .get(DailyLimitSettings)
        .setOverride(limited.username, 'answer_sheet_evaluation', 0);
      const own = new ExamFlow(t.http, limited.auth, BASE);
      const exam = (
        await own
          .post('/', {
            name: 'Quiz',
            class: 'Class 6',
            subject: 'Maths',
            exam_type: 'Quiz',
            date: '2026-11-21',
          })
          .expect(201)
      ).body as Body;
      const sheet = await own
        .post(`/${exam.id}/answer-sheet/`, { student_id: 's1', name: 'Sam' })
        .expect(201);
      const refused = await own
        .patchJson(`/${exam.id}/answer-sheet/${sheet.body.id}/`, { isFinal: true })
        .expect(429);
      expect(codeErrors(refused.body, 429).non_field_errors[0]).toMatch(
        /Daily limit of 0 answer sheet evaluation requests reached/,
      );
    });
  });

  describe('bad input', () => {
    it('names the fields of an invalid exam in the code family shape', async () => {
      const { body } = await flow
        .post('/', { class: 'Class 8', date: '20/11/2026', total_marks: -1 })
        .expect(400);
      const messages = codeErrors(body, 400);
      expect(Object.keys(messages).sort()).toEqual([
        'date',
        'exam_type',
        'name',
        'subject',
        'total_marks',
      ]);
      expect(messages.date[0]).toMatch(/YYYY-MM-DD/);
    });

    it('names invalid answer-sheet and review fields', async () => {
      const exam = await createExam();
      const sheet = await flow.post(`/${exam.id}/answer-sheet/`, { name: '' }).expect(400);
      expect(Object.keys(codeErrors(sheet.body, 400)).sort()).toEqual(['name', 'student_id']);
      const isFinal = await flow.patchJson(`/${exam.id}/`, { isFinal: 'maybe' }).expect(400);
      expect(codeErrors(isFinal.body, 400).isFinal).toBeDefined();
      const urls = await flow
        .patchJson(`/${exam.id}/`, { file_urls: ['http://example.com/a.pdf'] })
        .expect(400);
      expect(codeErrors(urls.body, 400).file_urls[0]).toMatch(/https URL/);
    });

    it('answers 404 for unknown ids and 403 without a token', async () => {
      await flow.get('/00000000-0000-4000-8000-000000000000/').expect(404);
      await flow.get('/not-a-uuid/questions').expect(404);
      const denied = await request(t.http)
        .get(`${BASE}/00000000-0000-4000-8000-000000000000/`)
        .expect(403);
      expect(denied.body).toEqual({ detail: expect.any(String) });
    });
  });
});
