import type Redis from 'ioredis';
import { REDIS } from 'src/common/redis/redis.module';
import { docx, textPdf } from 'test/fixtures/documents';
import { MODEL_ANSWERS, PAPER_TOTAL, QUESTION_PAPER } from 'test/fixtures/exam-papers';
import {
  blankPagesPdf,
  hugePng,
  paragraphFloodDocx,
  relationshipDocxBomb,
  wordFloodPdf,
} from 'test/fixtures/hostile-documents';
import { type ChildWorker, startChildWorker } from 'test/support/child-worker';
import { ExamFlow, type File } from 'test/support/exam-flow';
import { createSession } from 'test/support/session';
import { pickSelection, pollStep, startWorksheetMultipart } from 'test/support/teaching-clients';
import { createTestApp, type TestApp } from 'test/support/test-app';

type Body = Record<string, unknown>;

const BASE = '/evaluation-platform/v1/exam';
const MB = 1024 * 1024;
/** Every hostile case must end within this, from its isFinal to its last status. */
const CASE_MS = 60_000;
/** What SQL or the database's own words look like in a message meant for people. */
const SQL =
  /\b(INSERT|SELECT|UPDATE|DELETE)\b|\bVALUES\b|Data too long|for column|ER_[A-Z_]+|Duplicate entry|at row \d/;

/**
 * Issue #29: hostile documents through the document routes, against a separate worker process
 * (the real worker with every family) with the default reading budgets. The API here accepts
 * what its intake would refuse (pages, unpacked DOCX size), so each file reaches the worker: the
 * worker's own defences are what is tested; intake refusing the same files is unit-tested.
 */
describe('hostile documents (issue #29)', () => {
  let t: TestApp;
  let redis: Redis;
  let worker: ChildWorker;
  let flow: ExamFlow;
  let auth: { Authorization: string };
  const env = { ...process.env };
  const outcomes: string[] = [];

  beforeAll(async () => {
    process.env.DOCUMENT_MAX_PAGES = '10000';
    process.env.DOCUMENT_MAX_ZIP_ENTRY_BYTES = String(1024 * MB);
    process.env.DOCUMENT_MAX_ZIP_TOTAL_BYTES = String(2048 * MB);
    t = await createTestApp({ role: 'api' });
    redis = t.app.get<Redis>(REDIS);
    worker = startChildWorker('two-step-worker.ts', {
      // Its log is measured: at info, as in production.
      LOG_LEVEL: 'info',
      // Half the default heap per reading thread: the same cap, reached sooner (CI time).
      DOCUMENT_SANDBOX_MEMORY_MB: '256',
      DOCUMENT_MAX_PAGES: '300',
      DOCUMENT_MAX_ZIP_ENTRY_BYTES: String(32 * MB),
      DOCUMENT_MAX_ZIP_TOTAL_BYTES: String(64 * MB),
    });
    await worker.ready(redis);
    const session = await createSession(t.app);
    auth = session.auth;
    flow = new ExamFlow(t.http, auth, BASE);
  }, 120_000);

  afterAll(async () => {
    if (outcomes.length > 0) console.log(outcomes.join('\n'));
    await worker?.kill();
    await t?.close();
    process.env = env;
  });

  const createExam = async () =>
    (
      await flow
        .post('/', {
          name: 'Hostile documents',
          class: 'Class 8',
          subject: 'Science',
          exam_type: 'Unit Test',
          date: '2026-11-20',
          section: 'A',
          total_marks: PAPER_TOTAL,
        })
        .expect(201)
    ).body as Body;

  /** The worker process is the one started, and it is still running. */
  const expectWorkerAlive = () => {
    expect(worker.process.exitCode).toBeNull();
    expect(worker.process.signalCode).toBeNull();
  };

  /** Sends the file as a question paper, makes it final and waits (≤ 60 s) for the outcome. */
  const questionPaper = async (name: string, file: File) => {
    const exam = await createExam();
    const path = `/${String(exam.id)}/`;
    const started = Date.now();
    await flow.attach(path, [file]).expect(200);
    await flow.patchJson(path, { isFinal: true }).expect(200);
    const read = await flow.settle(path, CASE_MS);
    const ms = Date.now() - started;
    outcomes.push(
      `${name}: status ${String(read.status)} in ${ms} ms: ${String(read.error_message)}`,
    );
    expect(ms).toBeLessThan(CASE_MS);
    expect((read.error_message as string | null) ?? '').not.toMatch(SQL);
    expectWorkerAlive();
    return { exam, read };
  };

  it('fails a DOCX whose relationships name a 200 MB part, naming the limit', async () => {
    const { read } = await questionPaper('relationship bomb', [
      'bomb.docx',
      relationshipDocxBomb(200),
    ]);
    expect(read.status).toBe(3);
    expect(read.error_message).toBe(
      'Could not read "bomb.docx": the file is too large to read: its part "word/main.dat" unpacks to more than 32 MB (the limit for one part)',
    );
  });

  it('fails a DOCX whose one part is too complex to hold, ending only its sandbox thread', async () => {
    const { read } = await questionPaper('paragraph flood', [
      'flood.docx',
      paragraphFloodDocx(900_000),
    ]);
    expect(read.status).toBe(3);
    expect(read.error_message).toMatch(
      /^Could not read "flood\.docx": the file is too large or too complex to read: reading it needed more than 256 MB of memory$/,
    );
  });

  it('fails a PDF of 2,000 blank pages at once, naming the page limit (no page is read by OCR)', async () => {
    const { read } = await questionPaper('2,000 blank pages', [
      'blank.pdf',
      await blankPagesPdf(2000),
    ]);
    expect(read.status).toBe(3);
    expect(read.error_message).toBe(
      'Could not read "blank.pdf": the file is too large to read: it has 2,000 pages, more than the 300 a document may have',
    );
  });

  it('keeps a question of 50,000 words (far over 64 KB) whole', async () => {
    const { exam, read } = await questionPaper('50,000-word page', [
      'words.pdf',
      await wordFloodPdf(50_000),
    ]);
    expect(read.status).toBe(2);
    const questions = (await flow.get(`/${String(exam.id)}/questions/`).expect(200)).body as Body;
    const [first] = questions.questions as Body[];
    expect((first.question_text as string).length).toBeGreaterThan(65_535);
  });

  describe('an exam ready for answer sheets', () => {
    let exam: Body;

    beforeAll(async () => {
      exam = await createExam();
      await flow.submit(`/${String(exam.id)}/`, [['paper.pdf', await textPdf([QUESTION_PAPER])]]);
      await flow.completed(`/${String(exam.id)}/questions/`, CASE_MS);
      const model = (await flow.post(`/${String(exam.id)}/model-answer/`).expect(201)).body as Body;
      const path = `/${String(exam.id)}/model-answer/${String(model.id)}/`;
      await flow.submit(path, [['model.docx', await docx(MODEL_ANSWERS)]]);
      await flow.completed(path, CASE_MS);
    }, 2 * CASE_MS);

    it('flags a 30,000 × 30,000 PNG sheet as unreadable: no question is scored 0 as blank', async () => {
      const sheet = (
        await flow
          .post(`/${String(exam.id)}/answer-sheet/`, { student_id: 'stu-png', name: 'Big Scan' })
          .expect(201)
      ).body as Body;
      const path = `/${String(exam.id)}/answer-sheet/${String(sheet.id)}`;
      const started = Date.now();
      await flow.submit(`${path}/`, [['scan.png', hugePng(30_000)]]);
      const scores = await flow.settle(`${path}/pre-provisional-scores/`, CASE_MS);
      outcomes.push(
        `30000x30000 PNG sheet: status ${String(scores.status)} in ${Date.now() - started} ms`,
      );
      expect(scores.status).toBe(2);
      const reason =
        '"scan.png" is an image of 30,000 × 30,000 pixels (900 million), more than the 40 million that can be read';
      expect(scores.unreadable).toEqual([{ file: 'scan.png', page: null, reason }]);
      for (const question of scores.questions as Body[]) {
        expect(question.score).toBeNull();
        expect(question.unreadable).toBe(reason);
        expect(question.feedback).toMatch(/could be read.*Mark this question by hand/);
        expect(question.feedback).not.toMatch(/No answer was written/);
      }
      const provisional = (await flow.get(`${path}/provisional-scores/`).expect(200)).body as Body;
      expect(provisional.unreadable).toEqual(scores.unreadable);
      expect((provisional.questions as Body[]).every((q) => q.score === null)).toBe(true);
      const read = (await flow.get(`${path}/`).expect(200)).body as Body;
      expect(read.unreadable).toEqual(scores.unreadable);
      expectWorkerAlive();
    });

    it('keeps one copy when the same file is attached twice at once', async () => {
      const sheet = (
        await flow
          .post(`/${String(exam.id)}/answer-sheet/`, { student_id: 'stu-twice', name: 'Twice' })
          .expect(201)
      ).body as Body;
      const path = `/${String(exam.id)}/answer-sheet/${String(sheet.id)}/`;
      const file: File = ['answers.pdf', await textPdf([['1. Plants make food from light.']])];
      const [first, second] = await Promise.all([
        flow.attach(path, [file]),
        flow.attach(path, [file]),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const read = (await flow.get(path).expect(200)).body as Body;
      expect(read.files).toHaveLength(1);
    });
  });

  it('names the unreadable image a worksheet left out, and still writes it from the rest', async () => {
    const selection = await pickSelection(t.http, auth);
    const started = await startWorksheetMultipart(
      t.http,
      auth,
      {
        ...selection,
        number_of_questions: '4',
        question_distribution: JSON.stringify({
          mcq_single_answer: 2,
          mcq_multiple_answer: 0,
          true_false: 2,
          fill_in_the_blanks: 0,
          very_short_answer: 0,
          short_answer: 0,
          long_answer: 0,
          match_the_column: 0,
        }),
        difficulty_level_distribution: JSON.stringify({ easy: 50, medium: 50, hard: 0 }),
        bloom_taxonomy_distribution: JSON.stringify({
          remember: 50,
          understand: 50,
          apply: 0,
          analyze: 0,
          evaluate: 0,
          create: 0,
        }),
        topic: 'Photosynthesis',
      },
      [
        {
          name: 'notes.txt',
          content: Buffer.from(
            'Photosynthesis is the process by which green plants use light energy to make glucose from carbon dioxide and water, releasing oxygen.',
          ),
        },
        { name: 'poster.png', content: hugePng(30_000) },
      ],
    );
    expect({ status: started.status, body: started.body as unknown }).toMatchObject({
      status: 200,
    });
    const id = (started.body as { detail: { id: string }[] }).detail[0].id;
    const metadata = await pollStep(t.http, auth, `/worksheet/v1/metadata/${id}`);
    outcomes.push(`worksheet with a 30000x30000 PNG: ${metadata.body.data.status}`);
    expect(metadata.body.data.status).toBe('Completed');
    expect(metadata.body.data.dropped_documents).toEqual([
      {
        document: 'poster.png',
        page: 1,
        reason:
          '"poster.png" is an image of 30,000 × 30,000 pixels (900 million), more than the 40 million that can be read',
      },
    ]);
    expectWorkerAlive();
  });

  it('completes a normal job right after, on the same worker, whose log stayed small', async () => {
    const { read } = await questionPaper('normal paper after', [
      'paper.pdf',
      await textPdf([QUESTION_PAPER]),
    ]);
    expect(read.status).toBe(2);
    expectWorkerAlive();
    outcomes.push(`worker log: ${worker.stdoutBytes()} bytes`);
    expect(worker.stdoutBytes()).toBeLessThan(1024 * 1024);
  });
});
