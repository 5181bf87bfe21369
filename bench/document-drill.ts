/**
 * Hostile-documents drill: the API and a worker as separate processes from the build, on a MariaDB
 * and a Redis of the drill's own. Sends bounded hostile files (DOCX relationship bombs, a DOCX too
 * complex to hold, 2,000 blank pages, scanned blanks, a 50,000-word page, a 30000² PNG) through
 * every route that takes documents or image URLs, one case at a time, then a normal question
 * paper that must complete. Per case: the HTTP answer, the job's outcome and message, the time,
 * and the peak RSS of the API and the worker. Exits 1 when a process died, a case did not end
 * within DRILL_CASE_SECONDS (90), a message holds SQL, the normal job did not complete, or the
 * worker's peak RSS passed 1.5 GB.
 *
 *   npm run drill:documents
 *   DRILL_INTAKE=open npm run drill:documents   # the API lets through what its intake refuses
 *   DRILL_BUILD=0 …                             # use the existing dist/
 */
import { docx, textPdf } from 'test/fixtures/documents';
import { MODEL_ANSWERS, PAPER_TOTAL, QUESTION_PAPER } from 'test/fixtures/exam-papers';
import {
  blankPagesPdf,
  hugePng,
  paragraphFloodDocx,
  relationshipDocxBomb,
  wordFloodPdf,
} from 'test/fixtures/hostile-documents';
import { startFileHost, type FileHost } from 'test/support/file-host';
import {
  describeSheet,
  drillProblems,
  errorText,
  MB,
  printCaseTable,
  type Body,
  type CaseReport,
  type Outcome,
} from './lib/document-report';
import { DRILL_CLIENT_ID, seconds, type ServiceProcess, ServiceStack } from './lib/service-stack';

const CASE_MS = Number(process.env.DRILL_CASE_SECONDS ?? 90) * 1000;
const EXAMS = '/evaluation-platform/v1/exam';

type Upload = [name: string, data: Buffer];

const NOTES = Buffer.from(
  'Photosynthesis makes glucose from carbon dioxide and water using light.',
);

class DocumentDrill {
  private stack?: ServiceStack;
  private files?: FileHost;
  private png!: Buffer;
  private bomb!: Buffer;

  async run(): Promise<boolean> {
    const started = Date.now();
    this.png = hugePng(30_000);
    this.bomb = relationshipDocxBomb(400);
    await this.setUp();
    console.log(
      `document-drill: set up in ${seconds(Date.now() - started)} s; logs in ${this.stack!.dir}`,
    );
    const api: ServiceProcess = this.stack!.api;
    const [worker] = this.stack!.workers;
    const reports: CaseReport[] = [];
    const run = async (route: string, name: string, send: () => Promise<Outcome>) => {
      api.resetPeak();
      worker.resetPeak();
      const begun = Date.now();
      let outcome: Outcome;
      try {
        outcome = await send();
      } catch (error) {
        outcome = { http: 0, result: 'error', message: String(error) };
      }
      const report: CaseReport = {
        route,
        name,
        ...outcome,
        ms: Date.now() - begun,
        apiPeakMb: api.peakMb(),
        workerPeakMb: worker.peakMb(),
        died: [api, worker]
          .filter((process) => !process.alive)
          .map((process) => `${process.name} (${JSON.stringify(process.exit)})`)
          .join(', '),
      };
      reports.push(report);
      console.log(
        `document-drill: ${route} / ${name}: HTTP ${report.http}, ${report.result} in ${seconds(report.ms)} s, ` +
          `peak RSS api ${report.apiPeakMb} MB, worker ${report.workerPeakMb} MB${report.died ? `, DIED: ${report.died}` : ''}` +
          `${report.message ? ` — ${report.message.slice(0, 200)}` : ''}`,
      );
    };

    const paper = (file: Upload) => () => this.questionPaper(file);
    await run(
      'exam question paper',
      'relationship DOCX bomb, 400 MB part',
      paper(['bomb.docx', this.bomb]),
    );
    await run(
      'exam question paper',
      'relationship DOCX bomb, 1.2 GB part',
      paper(['bomb-1g.docx', relationshipDocxBomb(1200)]),
    );
    await run(
      'exam question paper',
      'DOCX of 900,000 paragraphs (31 MB XML)',
      paper(['flood.docx', paragraphFloodDocx(900_000)]),
    );
    await run(
      'exam question paper',
      'PDF of 2,000 blank pages',
      paper(['blank.pdf', await blankPagesPdf(2000)]),
    );
    await run(
      'exam question paper',
      'PDF of 100 blank pages (scans)',
      paper(['blank-100.pdf', await blankPagesPdf(100)]),
    );
    await run(
      'exam question paper',
      'one page of 50,000 words',
      paper(['words.pdf', await wordFloodPdf(50_000)]),
    );
    await run('exam question paper', 'PNG of 30000 × 30000', paper(['paper.png', this.png]));

    const exam = await this.readyExam();
    await run('exam answer sheet', 'PNG of 30000 × 30000', () =>
      this.answerSheet(exam, ['scan.png', this.png]),
    );
    await run('exam answer sheet', 'one page of 50,000 words', async () =>
      this.answerSheet(exam, ['words.pdf', await wordFloodPdf(50_000)]),
    );
    await run('worksheet metadata', 'relationship DOCX bomb, 400 MB part', () =>
      this.teachingStep('worksheet', [['bomb.docx', this.bomb]]),
    );
    await run('worksheet metadata', 'PNG of 30000 × 30000 beside a text file', () =>
      this.teachingStep('worksheet', [
        ['notes.txt', NOTES],
        ['poster.png', this.png],
      ]),
    );
    await run('lesson-plan metadata', 'relationship DOCX bomb, 400 MB part', () =>
      this.teachingStep('lesson-plan', [['bomb.docx', this.bomb]]),
    );
    await run('lesson-plan metadata', 'PNG of 30000 × 30000 beside a text file', () =>
      this.teachingStep('lesson-plan', [
        ['notes.txt', NOTES],
        ['poster.png', this.png],
      ]),
    );
    await run('generic evaluation image_urls', 'PNG of 30000 × 30000', () => this.imageUrls());
    await run(
      'exam question paper',
      'normal paper, after all the others',
      paper(['paper.pdf', await textPdf([QUESTION_PAPER])]),
    );

    printCaseTable(reports);
    const problems = drillProblems(reports);
    const workerPeak = Math.max(...reports.map((report) => report.workerPeakMb));
    const workerLog = Buffer.byteLength(worker.log());
    console.log(
      `document-drill: worker peak RSS over all cases ${workerPeak} MB (target ≤ 1536 MB); worker log ${workerLog} bytes`,
    );
    for (const problem of problems) console.log(`document-drill: PROBLEM ${problem}`);
    console.log(
      `document-drill: ${problems.length === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)} s`,
    );
    return problems.length === 0;
  }

  private async setUp(): Promise<void> {
    this.files = await startFileHost({ '/poster.png': this.png });
    // DRILL_INTAKE=open: the API lets through what its intake would refuse, so the worker meets it.
    const intake =
      process.env.DRILL_INTAKE === 'open'
        ? {
            DOCUMENT_MAX_PAGES: '10000',
            DOCUMENT_MAX_ZIP_ENTRY_BYTES: String(1024 * MB),
            DOCUMENT_MAX_ZIP_TOTAL_BYTES: String(2048 * MB),
          }
        : {};
    this.stack = await ServiceStack.start({
      label: 'document-drill',
      workers: 1,
      redisPrefix: 'evs-document-drill',
      caFile: this.files.caFile,
      apiEnv: intake,
    });
  }

  // ---- routes ----

  private async createExam(): Promise<string> {
    const response = await this.request('POST', `${EXAMS}/`, {
      name: 'Drill',
      class: 'Class 8',
      subject: 'Science',
      exam_type: 'Unit Test',
      date: '2026-11-20',
      section: 'A',
      total_marks: PAPER_TOTAL,
    });
    return ((await response.json()) as Body).id as string;
  }

  /** Attaches, makes final, polls `read` until status 2 or 3; a refused attach is the outcome. */
  private async sheet(path: string, file: Upload, read: string): Promise<Outcome> {
    const attached = await this.upload('PATCH', path, [file]);
    if (attached.status !== 200) {
      return {
        http: attached.status,
        result: 'refused',
        message: errorText(await attached.json()),
      };
    }
    const final = await this.request('PATCH', path, { isFinal: true });
    if (final.status !== 200)
      return { http: final.status, result: 'refused', message: errorText(await final.json()) };
    const body = await this.poll(read, (answer) => [2, 3].includes(answer.status as number));
    if (!body)
      return { http: 200, result: 'stuck', message: `not ended within ${CASE_MS / 1000} s` };
    return {
      http: 200,
      result: body.status === 2 ? 'completed' : 'failed',
      message: describeSheet(body),
    };
  }

  private async questionPaper(file: Upload): Promise<Outcome> {
    const exam = await this.createExam();
    return this.sheet(`${EXAMS}/${exam}/`, file, `${EXAMS}/${exam}/`);
  }

  /** An exam with its questions and model answer Completed, ready for answer sheets. */
  private async readyExam(): Promise<string> {
    const exam = await this.createExam();
    const paper = await this.sheet(
      `${EXAMS}/${exam}/`,
      ['paper.pdf', await textPdf([QUESTION_PAPER])],
      `${EXAMS}/${exam}/`,
    );
    const model = (
      (await (await this.request('POST', `${EXAMS}/${exam}/model-answer/`)).json()) as Body
    ).id as string;
    const path = `${EXAMS}/${exam}/model-answer/${model}/`;
    const answers = await this.sheet(path, ['model.docx', await docx(MODEL_ANSWERS)], path);
    if (paper.result !== 'completed' || answers.result !== 'completed') {
      throw new Error(`The drill's exam did not get ready: ${paper.message} ${answers.message}`);
    }
    return exam;
  }

  private async answerSheet(exam: string, file: Upload): Promise<Outcome> {
    const created = await this.request('POST', `${EXAMS}/${exam}/answer-sheet/`, {
      student_id: `stu-${Date.now()}`,
      name: 'Drill Student',
    });
    const sheet = ((await created.json()) as Body).id as string;
    const path = `${EXAMS}/${exam}/answer-sheet/${sheet}`;
    return this.sheet(`${path}/`, file, `${path}/pre-provisional-scores/`);
  }

  private async teachingStep(
    family: 'worksheet' | 'lesson-plan',
    files: Upload[],
  ): Promise<Outcome> {
    const pick = async (path: string) =>
      ((await (await this.request('GET', path)).json()) as { id: string }[])[0].id;
    const board = await pick('/metadata/v1/board');
    const grade = await pick(`/metadata/v1/board/${board}/grades`);
    const subject = await pick(`/metadata/v1/board/${board}/grades/${grade}/subjects`);
    const fields: Record<string, string> = { board, grade, subject, topic: 'Photosynthesis' };
    if (family === 'worksheet') {
      Object.assign(fields, {
        number_of_questions: '4',
        question_distribution: JSON.stringify({ mcq_single_answer: 2, true_false: 2 }),
        difficulty_level_distribution: JSON.stringify({ easy: 50, medium: 50, hard: 0 }),
        bloom_taxonomy_distribution: JSON.stringify({
          remember: 50,
          understand: 50,
          apply: 0,
          analyze: 0,
          evaluate: 0,
          create: 0,
        }),
      });
    } else {
      fields.duration_minutes = '45';
    }
    const started = await this.upload('POST', `/${family}/v1/metadata`, files, fields);
    const body = (await started.json()) as { detail?: { id?: string }[] };
    const id = body.detail?.[0]?.id;
    if (started.status !== 200 || !id)
      return { http: started.status, result: 'refused', message: errorText(body) };
    // A Failed step 1 reads as 400 {detail: [{id, status: "Failed", msg}]}; else {data: {status}}.
    const read = await this.poll(`/${family}/v1/metadata/${id}`, (answer) => {
      const failed = (answer.detail as Body[] | undefined)?.[0];
      const status = failed?.status ?? (answer.data as Body | undefined)?.status;
      return status === 'Completed' || status === 'Failed';
    });
    if (!read)
      return { http: 200, result: 'stuck', message: `not ended within ${CASE_MS / 1000} s` };
    const failed = (read.detail as Body[] | undefined)?.[0];
    if (failed) return { http: 200, result: 'failed', message: String(failed.msg) };
    const data = read.data as Body;
    const dropped = (data.dropped_documents as Body[] | undefined) ?? [];
    return {
      http: 200,
      result: data.status === 'Completed' ? 'completed' : 'failed',
      message: dropped
        .map((item) => `dropped ${String(item.document)}: ${String(item.reason)}`)
        .join('; '),
    };
  }

  private async imageUrls(): Promise<Outcome> {
    const submitted = await this.request('POST', '/v1/evaluation/', {
      client_id: DRILL_CLIENT_ID,
      student_id: 'student-1',
      student_name: 'Drill',
      class_info: '8-B',
      subject: 'English',
      image_urls: [`${this.files!.url}/poster.png`],
    });
    const body = (await submitted.json()) as { data?: { evaluation_id?: string } };
    const id = body.data?.evaluation_id;
    if (submitted.status !== 200 || !id)
      return { http: submitted.status, result: 'refused', message: errorText(body) };
    const read = await this.poll(
      `/v1/evaluation/${id}`,
      (answer) =>
        ['completed', 'failed'].includes(
          ((answer.data as Body | undefined)?.evaluation_status as string) ?? '',
        ) || typeof answer.error === 'string',
    );
    if (!read)
      return { http: 200, result: 'stuck', message: `not ended within ${CASE_MS / 1000} s` };
    const status = (read.data as Body | undefined)?.evaluation_status;
    return {
      http: 200,
      result: status === 'completed' ? 'completed' : 'failed',
      message: String(((read.data as Body | undefined)?.error as string | undefined) ?? ''),
    };
  }

  // ---- plumbing ----

  private async poll(path: string, done: (body: Body) => boolean): Promise<Body | null> {
    const until = Date.now() + CASE_MS;
    while (Date.now() < until) {
      const response = await this.request('GET', path).catch(() => null);
      if (response) {
        const body = (await response.json().catch(() => ({}))) as Body;
        if (done(body)) return body;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return null;
  }

  private request(method: string, path: string, body?: unknown): Promise<Response> {
    return this.stack!.http.request(method, path, body, 120_000);
  }

  private upload(
    method: string,
    path: string,
    files: Upload[],
    fields: Record<string, string> = {},
  ): Promise<Response> {
    return this.stack!.http.upload(method, path, files, fields);
  }

  async cleanUp(keepLogs: boolean): Promise<void> {
    await Promise.allSettled([this.stack?.stop(keepLogs), this.files?.close()]);
  }
}

async function main(): Promise<void> {
  const drill = new DocumentDrill();
  let ok = false;
  try {
    ok = await drill.run();
  } catch (error) {
    console.error('document-drill: could not finish:', error);
  } finally {
    await drill.cleanUp(!ok);
  }
  process.exit(ok ? 0 : 1);
}

void main();
