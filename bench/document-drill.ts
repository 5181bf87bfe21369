/**
 * Hostile-documents drill (issue #29): the API and a worker as separate processes from the build
 * (`node dist/main.js` with APP_ROLE=api, `node dist/worker.js`), on a MariaDB and a Redis the
 * drill starts on spare loopback ports. Builds hostile files (bounded: each a few MB at most on
 * disk) and sends each through the routes that take documents or image URLs, one case at a time:
 *
 *   - exam question paper: relationship DOCX bombs (400 MB, 1.2 GB), a DOCX too complex to hold,
 *     2,000 blank pages, 100 blank pages (scans, read by OCR), a 50,000-word page, a 30000² PNG
 *   - exam answer sheet: a 30000² PNG, a 50,000-word answer
 *   - worksheet and lesson-plan step 1: the 400 MB bomb, a 30000² PNG beside a text file
 *   - generic evaluation `image_urls`: a 30000² PNG served over HTTPS on loopback
 *   - last, a normal question paper, which must complete
 *
 * Per case: the HTTP answer, the job's outcome and message, the time, the peak RSS of the API and
 * the worker during the case (Linux VmHWM, reset before each case) and whether either died.
 *
 *   npm run drill:documents
 *   DRILL_INTAKE=open npm run drill:documents   # the API accepts what its intake would refuse,
 *                                               # so every file reaches the worker
 *   DRILL_BUILD=0 …                             # use the existing dist/
 *
 * Exits 1 when a process died, a case did not end within DRILL_CASE_SECONDS (90), a message holds
 * SQL, the normal job did not complete, or the worker's peak RSS passed 1.5 GB.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { PrivateMariaDb } from 'test/support/private-mariadb';
import { freePort, PrivateRedis } from 'test/support/private-redis';
import { waitFor } from 'test/support/wait-for';

const MB = 1024 * 1024;
const CASE_MS = Number(process.env.DRILL_CASE_SECONDS ?? 90) * 1000;
const WORKER_RSS_TARGET = 1.5 * 1024 * MB;
const PASSWORD = 'drill-password-123';
const EXAMS = '/evaluation-platform/v1/exam';
const SQL = /\b(INSERT|SELECT|UPDATE|DELETE)\b|\bVALUES\b|Data too long|for column|ER_[A-Z_]+/;

type Body = Record<string, unknown>;
type Upload = [name: string, data: Buffer];

interface Outcome {
  http: number;
  /** `completed`, `failed`, `refused` (at upload) or `stuck`. */
  result: string;
  message: string;
}

interface CaseReport extends Outcome {
  route: string;
  name: string;
  ms: number;
  apiPeakMb: number;
  workerPeakMb: number;
  died: string;
}

class ServiceProcess {
  child!: ChildProcess;
  exit?: { code: number | null; signal: NodeJS.Signals | null };

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {}

  start(): void {
    const log = openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, [this.entry], {
      env: this.env,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child.once('exit', (code, signal) => (this.exit = { code, signal }));
  }

  get alive(): boolean {
    return this.exit === undefined;
  }

  log(): string {
    return readFileSync(this.logFile, 'utf8');
  }

  /** Resets the kernel's peak-RSS mark (VmHWM) of the process. */
  resetPeak(): void {
    try {
      writeFileSync(`/proc/${this.child.pid}/clear_refs`, '5');
    } catch {
      // Not Linux, or not allowed: the peak is then since start.
    }
  }

  /** Peak RSS in MB since the last reset (VmHWM). */
  peakMb(): number {
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    } catch {
      return -1;
    }
  }

  async kill(): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

class DocumentDrill {
  private readonly dir = mkdtempSync(join(tmpdir(), 'document-drill-'));
  private mariadb?: PrivateMariaDb;
  private redis?: PrivateRedis;
  private files?: FileHost;
  private api?: ServiceProcess;
  private worker?: ServiceProcess;
  private apiUrl = '';
  private token = '';
  private readonly clientId = 'drill-school';
  private png!: Buffer;
  private bomb!: Buffer;

  async run(): Promise<boolean> {
    const started = Date.now();
    this.png = hugePng(30_000);
    this.bomb = relationshipDocxBomb(400);
    await this.setUp();
    console.log(
      `document-drill: set up in ${seconds(Date.now() - started)} s; logs in ${this.dir}`,
    );
    const reports: CaseReport[] = [];
    const run = async (route: string, name: string, send: () => Promise<Outcome>) => {
      this.api!.resetPeak();
      this.worker!.resetPeak();
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
        apiPeakMb: this.api!.peakMb(),
        workerPeakMb: this.worker!.peakMb(),
        died: [this.api!, this.worker!]
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
        [
          'notes.txt',
          Buffer.from('Photosynthesis makes glucose from carbon dioxide and water using light.'),
        ],
        ['poster.png', this.png],
      ]),
    );
    await run('lesson-plan metadata', 'relationship DOCX bomb, 400 MB part', () =>
      this.teachingStep('lesson-plan', [['bomb.docx', this.bomb]]),
    );
    await run('lesson-plan metadata', 'PNG of 30000 × 30000 beside a text file', () =>
      this.teachingStep('lesson-plan', [
        [
          'notes.txt',
          Buffer.from('Photosynthesis makes glucose from carbon dioxide and water using light.'),
        ],
        ['poster.png', this.png],
      ]),
    );
    await run('generic evaluation image_urls', 'PNG of 30000 × 30000', () => this.imageUrls());
    await run(
      'exam question paper',
      'normal paper, after all the others',
      paper(['paper.pdf', await textPdf([QUESTION_PAPER])]),
    );

    printTable(reports);
    const problems = reports.flatMap((report) => {
      const found: string[] = [];
      if (report.died) found.push(`${report.name}: ${report.died} died`);
      if (report.result === 'stuck' || report.result === 'error')
        found.push(`${report.name}: ${report.result} ${report.message}`);
      if (SQL.test(report.message)) found.push(`${report.name}: SQL in the message`);
      return found;
    });
    const normal = reports[reports.length - 1];
    if (normal.result !== 'completed') problems.push('the normal job after did not complete');
    const workerPeak = Math.max(...reports.map((report) => report.workerPeakMb));
    if (workerPeak * MB > WORKER_RSS_TARGET)
      problems.push(`worker peak RSS ${workerPeak} MB > 1.5 GB`);
    const workerLog = Buffer.byteLength(this.worker!.log());
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
    if (process.env.DRILL_BUILD !== '0') {
      console.log('document-drill: building (nest build; DRILL_BUILD=0 runs the existing dist/)…');
      execFileSync(process.execPath, ['node_modules/@nestjs/cli/bin/nest.js', 'build'], {
        stdio: 'inherit',
      });
    }
    const [mariadb, redis, files] = await Promise.all([
      PrivateMariaDb.start(),
      PrivateRedis.start(),
      startFileHost({ '/poster.png': this.png }),
    ]);
    Object.assign(this, { mariadb, redis, files });
    const apiPort = await freePort();
    this.apiUrl = `http://127.0.0.1:${apiPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: mariadb.url('evaluation_drill'),
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'evs-document-drill',
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: files.caFile,
      AI_PROVIDER: 'builtin',
      ENVIRONMENT: 'sandbox',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      PASSWORD_HASH_COST: '12',
      PORT: String(apiPort),
      WORKER_METRICS_PORT: '0',
    };
    // DRILL_INTAKE=open: the API lets through what its intake would refuse, so the worker meets it.
    const intake =
      process.env.DRILL_INTAKE === 'open'
        ? {
            DOCUMENT_MAX_PAGES: '10000',
            DOCUMENT_MAX_ZIP_ENTRY_BYTES: String(1024 * MB),
            DOCUMENT_MAX_ZIP_TOTAL_BYTES: String(2048 * MB),
          }
        : {};
    this.api = new ServiceProcess(
      'api',
      'dist/main.js',
      { ...env, ...intake, APP_ROLE: 'api' },
      join(this.dir, 'api.log'),
    );
    this.worker = new ServiceProcess(
      'worker',
      'dist/worker.js',
      { ...env, APP_ROLE: 'worker' },
      join(this.dir, 'worker.log'),
    );
    this.api.start();
    await waitFor(
      async () => {
        if (!this.api!.alive)
          throw new Error(`API exited at start: ${this.api!.log().slice(-2000)}`);
        return (await this.request('GET', '/health/ready').catch(() => null))?.ok
          ? true
          : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 250, what: 'the API to answer /health/ready' },
    );
    this.worker.start();
    await waitFor(
      () => {
        if (!this.worker!.alive)
          throw new Error(`worker exited at start: ${this.worker!.log().slice(-2000)}`);
        return this.worker!.log().includes('Worker ready') ? true : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 250, what: 'the worker to start' },
    );
    await this.cli(['client:create', '--name', 'Drill school', '--client-id', this.clientId], env);
    await this.cli(
      ['user:create', '--username', 'drill', '--client-id', this.clientId, '--password-stdin'],
      env,
      PASSWORD,
    );
    const token = await this.request(
      'POST',
      '/token',
      new URLSearchParams({ username: 'drill', password: PASSWORD }),
    );
    this.token = ((await token.json()) as { access_token: string }).access_token;
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
      client_id: this.clientId,
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
    const form = body instanceof URLSearchParams;
    return fetch(`${this.apiUrl}${path}`, {
      method,
      headers: {
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined
          ? {}
          : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body.toString() : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
  }

  private upload(
    method: string,
    path: string,
    files: Upload[],
    fields: Record<string, string> = {},
  ): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, data] of files)
      form.append('documents', new Blob([new Uint8Array(data)]), name);
    return fetch(`${this.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}` },
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
  }

  private cli(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '-r',
          'ts-node/register/transpile-only',
          '-r',
          'tsconfig-paths/register',
          'src/cli.ts',
          ...args,
        ],
        { env, stdio: ['pipe', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdin.end(input ? `${input}\n` : '');
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`cli ${args[0]}: ${stderr}`)),
      );
    });
  }

  async cleanUp(keepLogs: boolean): Promise<void> {
    await Promise.allSettled([this.api?.kill(), this.worker?.kill()]);
    await Promise.allSettled([this.mariadb?.destroy(), this.redis?.destroy(), this.files?.close()]);
    if (keepLogs || process.env.DRILL_KEEP_LOGS === '1')
      console.log(`document-drill: logs kept in ${this.dir}`);
    else rmSync(this.dir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The message of any error envelope the API answers with (code, detail or job family). */
function errorText(body: unknown): string {
  const text = JSON.stringify(body);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** A sheet's outcome: its error message, or what could not be read of it. */
function describeSheet(body: Body): string {
  if (typeof body.error_message === 'string') return body.error_message;
  const unreadable = (body.unreadable as Body[] | undefined) ?? [];
  if (unreadable.length > 0) {
    const nulls = ((body.questions as Body[] | undefined) ?? []).filter(
      (question) => question.score === null,
    ).length;
    return `flagged unreadable (${nulls} questions unscored): ${String(unreadable[0].reason)}`;
  }
  return '';
}

function printTable(reports: CaseReport[]): void {
  console.log(
    '\n| route | case | HTTP | outcome | time | peak RSS API | peak RSS worker | died | message |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const report of reports) {
    console.log(
      `| ${report.route} | ${report.name} | ${report.http} | ${report.result} | ${seconds(report.ms)} s | ${report.apiPeakMb} MB | ${report.workerPeakMb} MB | ${report.died || 'no'} | ${report.message.replace(/\|/g, '/').slice(0, 160)} |`,
    );
  }
  console.log('');
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
