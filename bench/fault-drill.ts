/**
 * Fault drill (issue #9): the API and workers as separate processes, built (`node dist/main.js`
 * with APP_ROLE=api, `node dist/worker.js`), on a MariaDB and a Redis the drill starts on spare loopback ports, a steady stream of real
 * TOEFL evaluations (builtin provider) and a webhook to a loopback HTTPS receiver. Four faults,
 * one after another:
 *
 *   1. kill -9 of a worker while jobs run (restarted at once, as a supervisor would)
 *   2. Redis stopped for 20 s (shut down with a snapshot, started again with its data)
 *   3. Redis restarted empty (killed, started again without data)
 *   4. MariaDB stopped for 20 s (killed, started again; InnoDB recovers)
 *
 * After each: every job accepted (HTTP 200) ends Completed or Failed within 2 minutes of the fault
 * ending; the worker processes are still the same ones (except the killed one); every terminal event
 * reaches the receiver exactly once (a second copy only after the kill, and then with the same
 * `webhook-id`). Recovery = fault end → the last job accepted before the fault ended is terminal.
 * Production settings throughout (the sweep's interval, Bull's stalled-job settings of queues.ts).
 *
 *   nice -n 5 npm run drill:faults
 *   DRILL_OUTAGE_SECONDS=10 DRILL_RATE=2 nice -n 5 npm run drill:faults
 *
 * Two worker processes by default (DRILL_WORKERS); the kill phase kills the first while the other
 * goes on. Prints a table and `fault-drill: passed=N failed=M`; exits 1 when a phase fails. Logs
 * of the API and workers are kept (path printed) when a phase fails or with DRILL_KEEP_LOGS=1.
 * DRILL_PHASES=kill,redis-stop,redis-empty,mariadb picks phases; DRILL_BUILD=0 skips the build.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { toeflBenchBody } from 'bench/toefl-body';
import { PrivateMariaDb } from 'test/support/private-mariadb';
import { freePort, PrivateRedis } from 'test/support/private-redis';
import { waitFor } from 'test/support/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';

const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 20) * 1000;
/**
 * Worker processes; the kill phase kills the first (restarted at once) while the others go on, as
 * in a deployment with several workers.
 */
const WORKERS = Number(process.env.DRILL_WORKERS ?? 2);
/** Jobs submitted per second, all drill long. */
const RATE = Number(process.env.DRILL_RATE ?? 1);
/** Every accepted job must be terminal (and its event delivered) this long after the fault ends. */
const RECOVERY_LIMIT_MS = 120_000;
/** The steady stream runs this long before each fault. */
const WARM_UP_MS = 8_000;
/** Submitted at once right before each fault, so jobs are running and waiting when it hits. */
const BURST = 12;
/** After each fault the stream goes on this long before the drill waits for the stragglers. */
const AFTER_FAULT_MS = 10_000;
/** The whole drill, whatever happens. */
const DRILL_LIMIT_MS = 15 * 60_000;
const WEBHOOK_PATH = '/drill';
const PASSWORD = 'drill-password-123';
const TERMINAL = new Set(['completed', 'failed']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

interface Accepted {
  id: string;
  phase: number;
  acceptedAt: number;
}

interface FaultTimes {
  start: number;
  end: number;
  /** Jobs running when the fault hit. */
  inFlight?: string[];
}

interface Phase {
  /** For DRILL_PHASES, e.g. `DRILL_PHASES=redis-empty,mariadb`. */
  key: string;
  name: string;
  /** The worker is meant to die in this phase (and duplicates after a kill mid-send are allowed). */
  kills: boolean;
  fault(): Promise<FaultTimes>;
}

interface PhaseReport {
  name: string;
  accepted: number;
  refused: number;
  recoveryMs: number | null;
  /** Fault end → the first job that ended after it (work going again). */
  resumedMs: number | null;
  inFlightMs: number | null;
  lastEventMs: number | null;
  problems: string[];
}

/** One role of the service as its own process, from the build (`node dist/…`) as in production. */
class ServiceProcess {
  child!: ChildProcess;
  private logOffset = 0;
  exit?: { code: number | null; signal: NodeJS.Signals | null };

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  start(): void {
    this.logOffset = existsSync(this.logFile) ? statSync(this.logFile).size : 0;
    const log = openSync(this.logFile, 'a');
    this.exit = undefined;
    this.child = spawn(process.execPath, [this.entry], {
      env: this.env,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const child = this.child;
    child.once('exit', (code, signal) => {
      if (this.child === child) this.exit = { code, signal };
    });
  }

  get alive(): boolean {
    return this.exit === undefined && this.child.exitCode === null;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  log(): string {
    return readFileSync(this.logFile, 'utf8');
  }

  /** What this run of the process (since the last start) logged. */
  logSinceStart(): string {
    return readFileSync(this.logFile).subarray(this.logOffset).toString('utf8');
  }

  /** The last lines of the log that are warnings or worse, shortened. */
  complaints(lines = 8): string[] {
    return this.log()
      .split('\n')
      .filter((line) => /"level":(4|5|6)0|Error|uncaught/i.test(line))
      .slice(-lines)
      .map((line) => line.slice(0, 400));
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill(signal);
    await exited;
  }
}

class Drill {
  private readonly dir = mkdtempSync(join(tmpdir(), 'fault-drill-'));
  private mariadb?: PrivateMariaDb;
  private redis?: PrivateRedis;
  private receiver?: WebhookReceiver;
  private db?: Connection;
  private api?: ServiceProcess;
  private workers: ServiceProcess[] = [];
  private apiUrl = '';
  private token = '';
  private clientId = 'drill-school';
  private readonly accepted: Accepted[] = [];
  private readonly refused = new Map<number, number>();
  private phase = 0;
  private streaming = false;
  private stream?: Promise<void>;
  private failedKeepLogs = false;

  async run(): Promise<boolean> {
    const started = Date.now();
    await this.setUp();
    console.log(`fault-drill: set up in ${seconds(Date.now() - started)} s; logs in ${this.dir}`);
    const phases: Phase[] = [
      { key: 'kill', name: 'kill -9 worker mid-run', kills: true, fault: () => this.killWorker() },
      {
        key: 'redis-stop',
        name: `Redis stopped ${OUTAGE_MS / 1000} s`,
        kills: false,
        fault: () => this.outage(() => this.redis!.stop({ keepData: true }), this.redis!),
      },
      {
        key: 'redis-empty',
        name: 'Redis restarted empty',
        kills: false,
        fault: () => this.outage(() => this.redis!.stop(), this.redis!, 0),
      },
      {
        key: 'mariadb',
        name: `MariaDB stopped ${OUTAGE_MS / 1000} s`,
        kills: false,
        fault: () => this.outage(() => this.mariadb!.stop(), this.mariadb!),
      },
    ].filter(
      (phase) =>
        !process.env.DRILL_PHASES || process.env.DRILL_PHASES.split(',').includes(phase.key),
    );
    this.streaming = true;
    this.stream = this.submitStream();
    const reports: PhaseReport[] = [];
    try {
      for (const [index, phase] of phases.entries()) {
        this.phase = index;
        reports.push(await this.runPhase(phase));
        console.log(describe(reports[reports.length - 1]));
      }
    } finally {
      this.streaming = false;
      await this.stream;
    }
    reports.push(...(await this.finalCheck(reports)));
    printTable(reports);
    const failed = reports.filter((report) => report.problems.length > 0).length;
    const passed =
      phases.length - reports.slice(0, phases.length).filter((r) => r.problems.length > 0).length;
    this.failedKeepLogs = failed > 0;
    console.log(`load: ${execFileSync('uptime').toString().trim()}`);
    console.log(
      `fault-drill: passed=${passed} failed=${failed} (in ${seconds(Date.now() - started)} s)`,
    );
    return failed === 0;
  }

  private async setUp(): Promise<void> {
    if (process.env.DRILL_BUILD !== '0') {
      console.log('fault-drill: building (nest build; DRILL_BUILD=0 runs the existing dist/)…');
      execFileSync(process.execPath, ['node_modules/@nestjs/cli/bin/nest.js', 'build'], {
        stdio: 'inherit',
      });
    }
    const [mariadb, redis, receiver] = await Promise.all([
      PrivateMariaDb.start(),
      PrivateRedis.start(),
      startWebhookReceiver(),
    ]);
    Object.assign(this, { mariadb, redis, receiver });
    const apiPort = await freePort();
    this.apiUrl = `http://127.0.0.1:${apiPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: mariadb.url('evaluation_drill'),
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'evs-drill',
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: receiver.caFile,
      AI_PROVIDER: 'builtin',
      ENVIRONMENT: 'sandbox',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      PASSWORD_HASH_COST: '12',
      PORT: String(apiPort),
      WORKER_METRICS_PORT: '0',
    };
    this.api = new ServiceProcess(
      'api',
      'dist/main.js',
      { ...env, APP_ROLE: 'api' },
      join(this.dir, 'api.log'),
    );
    this.workers = Array.from(
      { length: WORKERS },
      (_, i) =>
        new ServiceProcess(
          `worker ${i + 1}`,
          'dist/worker.js',
          { ...env, APP_ROLE: 'worker' },
          join(this.dir, `worker-${i + 1}.log`),
        ),
    );
    // The API migrates the database; the worker starts after, so the two do not wait on the lock.
    this.api.start();
    await this.until('the API to answer /health/ready', 120_000, async () => {
      if (!this.api!.alive)
        throw new Error(`API exited at start: ${this.api!.complaints(3).join(' | ')}`);
      return (await this.get('/health/ready').catch(() => null))?.ok ? true : undefined;
    });
    for (const worker of this.workers) worker.start();
    await Promise.all(this.workers.map((worker) => this.workerReady(worker)));
    this.db = await createConnection({
      host: '127.0.0.1',
      port: mariadb.port,
      user: 'root',
      database: 'evaluation_drill',
    });
    await this.cli(['client:create', '--name', 'Drill school', '--client-id', this.clientId], env);
    await this.cli(
      ['user:create', '--username', 'drill', '--client-id', this.clientId, '--password-stdin'],
      env,
      PASSWORD,
    );
    const token = await this.post(
      '/token',
      new URLSearchParams({ username: 'drill', password: PASSWORD }),
    );
    this.token = ((await token.json()) as { access_token: string }).access_token;
    const templates = (await (await this.get('/webhooks/v1/webhook-api-templates/')).json()) as {
      id: string;
      name: string;
    }[];
    const template = templates.find((item) => item.name === 'toefl_evaluation');
    const registered = await this.post('/webhooks/v1/webhook/', {
      api_template: template?.id,
      endpoint_url: `${receiver.url}${WEBHOOK_PATH}`,
      secret_hash: 'drill-webhook-secret',
    });
    if (registered.status !== 201)
      throw new Error(`Webhook registration: ${registered.status} ${await registered.text()}`);
  }

  private async runPhase(phase: Phase): Promise<PhaseReport> {
    const index = this.phase;
    const report: PhaseReport = {
      name: phase.name,
      accepted: 0,
      refused: 0,
      recoveryMs: null,
      resumedMs: null,
      inFlightMs: null,
      lastEventMs: null,
      problems: [],
    };
    const workerPids = this.workers.map((worker) => worker.pid);
    await sleep(WARM_UP_MS);
    console.log(`fault-drill: ${phase.name}…`);
    const fault = await phase.fault();
    await sleep(AFTER_FAULT_MS);
    // Later submissions belong to the next phase; this one waits for its own jobs.
    this.phase = index + 1;
    const jobs = this.accepted.filter((job) => job.phase === index);
    report.accepted = jobs.length;
    report.refused = this.refused.get(index) ?? 0;
    const deadline = fault.end + RECOVERY_LIMIT_MS;
    const states = await this.waitTerminal(jobs, deadline);
    const open = jobs.filter((job) => !TERMINAL.has(states.get(job.id)?.status ?? ''));
    if (open.length > 0) {
      report.problems.push(
        `${open.length} of ${jobs.length} accepted jobs not terminal ${seconds(RECOVERY_LIMIT_MS)} s after the fault`,
      );
    }
    const before = jobs.filter((job) => job.acceptedAt <= fault.end);
    report.recoveryMs = lastFinish(before, states, fault.end);
    const after = jobs
      .map((job) => states.get(job.id)?.finishedAt ?? Infinity)
      .filter((finishedAt) => finishedAt >= fault.end);
    report.resumedMs = after.length > 0 ? Math.min(...after) - fault.end : null;
    if (fault.inFlight) {
      report.inFlightMs = lastFinish(
        fault.inFlight.map((id) => ({ id })),
        states,
        fault.start,
      );
    }
    const late = jobs.filter((job) => (states.get(job.id)?.finishedAt ?? Infinity) > deadline);
    if (late.length > 0 && open.length === 0) {
      report.problems.push(
        `${late.length} jobs ended more than ${seconds(RECOVERY_LIMIT_MS)} s after the fault`,
      );
    }
    const events = await this.waitEvents(jobs, states, deadline);
    report.problems.push(...events.problems);
    report.lastEventMs = events.lastMs === null ? null : events.lastMs - fault.end;
    for (const [i, worker] of this.workers.entries()) {
      if (phase.kills && i === 0) continue;
      if (worker.alive && worker.pid === workerPids[i]) continue;
      report.problems.push(
        `${worker.name} ended (${JSON.stringify(worker.exit)}): ${worker.complaints(3).join(' | ')}`,
      );
      worker.start(); // so the next phases still have it
      await this.workerReady(worker);
    }
    if (!this.api!.alive)
      report.problems.push(`the API process ended (${JSON.stringify(this.api!.exit)})`);
    return report;
  }

  /**
   * A burst of submissions, then waits until the worker runs one of them: each fault hits with
   * jobs running and more waiting in Redis. Returns the jobs running then.
   */
  private async loadUp(): Promise<string[]> {
    await Promise.all(Array.from({ length: BURST }, () => this.submitOne()));
    return this.until('a job to run', 20_000, async () => {
      const [rows] = await this.db!.query<RowDataPacket[]>(
        "SELECT subject_id FROM jobs WHERE status = 'running'",
      );
      return rows.length > 0 ? rows.map((row) => String(row.subject_id)) : undefined;
    });
  }

  /** Kills the worker while it runs jobs and starts a new one at once. */
  private async killWorker(): Promise<FaultTimes> {
    const inFlight = await this.loadUp();
    const start = Date.now();
    await this.workers[0].kill('SIGKILL');
    this.workers[0].start();
    return { start, end: start, inFlight };
  }

  /** Stops a server, waits out the outage, starts it again; the fault ends once it answers. */
  private async outage(
    stop: () => Promise<void>,
    server: { start(): Promise<void> },
    ms = OUTAGE_MS,
  ): Promise<FaultTimes> {
    const inFlight = await this.loadUp();
    const start = Date.now();
    await stop();
    await sleep(ms);
    await server.start();
    if (server === this.mariadb) await this.reconnectDb();
    return { start, end: Date.now(), inFlight };
  }

  private async reconnectDb(): Promise<void> {
    await this.db?.end().catch(() => undefined);
    this.db = await createConnection({
      host: '127.0.0.1',
      port: this.mariadb!.port,
      user: 'root',
      database: 'evaluation_drill',
    });
  }

  private async waitTerminal(jobs: Accepted[], deadline: number) {
    let states = new Map<string, { status: string; finishedAt: number | null }>();
    for (;;) {
      states = await this.statuses(jobs.map((job) => job.id));
      const open = jobs.filter((job) => !TERMINAL.has(states.get(job.id)?.status ?? ''));
      if (open.length === 0 || Date.now() > deadline) return states;
      await sleep(500);
    }
  }

  private async statuses(ids: string[]) {
    const states = new Map<string, { status: string; finishedAt: number | null }>();
    if (ids.length === 0) return states;
    try {
      const [rows] = await this.db!.query<RowDataPacket[]>(
        'SELECT subject_id, status, finished_at FROM jobs WHERE subject_id IN (?)',
        [ids],
      );
      for (const row of rows) {
        states.set(String(row.subject_id), {
          status: String(row.status),
          finishedAt: row.finished_at ? (row.finished_at as Date).getTime() : null,
        });
      }
    } catch {
      await this.reconnectDb().catch(() => undefined);
    }
    return states;
  }

  /** Waits until every terminal job's event arrived, then checks for copies. */
  private async waitEvents(
    jobs: Accepted[],
    states: Map<string, { status: string }>,
    deadline: number,
  ) {
    const problems: string[] = [];
    const ended = jobs.filter((job) => TERMINAL.has(states.get(job.id)?.status ?? ''));
    const missing = () => ended.filter((job) => this.hooksOf(job.id).length === 0);
    while (missing().length > 0 && Date.now() < deadline) await sleep(500);
    if (missing().length > 0) {
      problems.push(
        `${missing().length} terminal events not delivered ${seconds(RECOVERY_LIMIT_MS)} s after the fault`,
      );
    }
    let lastMs: number | null = null;
    for (const job of ended) {
      const hooks = this.hooksOf(job.id);
      if (hooks.length === 0) continue;
      const first = Math.min(...hooks.map((hook) => hook.at));
      lastMs = Math.max(lastMs ?? 0, first);
      const wrong = hooks.find((hook) => hook.status.toLowerCase() !== states.get(job.id)?.status);
      if (wrong)
        problems.push(
          `event of ${job.id} says ${wrong.status}, job is ${states.get(job.id)?.status}`,
        );
    }
    return { problems, lastMs };
  }

  /** Prints the outbox rows of events that never arrived, for the log reader. */
  private async explainMissing(subjectIds: string[], faultEnd: number): Promise<void> {
    const [rows] = await this.db!.query<RowDataPacket[]>(
      `SELECT j.subject_id, j.id AS job_id, j.status AS job_status, j.finished_at, o.id AS outbox_id,
              o.state, o.attempts, o.dispatched_at, o.available_at, o.last_status_code
         FROM jobs j LEFT JOIN webhook_outbox o ON o.job_id = j.id
        WHERE j.subject_id IN (?)`,
      [subjectIds],
    );
    const since = (value: unknown) =>
      value instanceof Date ? `${seconds(value.getTime() - faultEnd)} s` : String(value);
    for (const row of rows) {
      console.log(
        `fault-drill:   missing event: job ${String(row.job_id)} ${String(row.job_status)} at ${since(row.finished_at)}; ` +
          `outbox ${String(row.outbox_id)} ${String(row.state)} attempts ${String(row.attempts)} ` +
          `dispatched ${since(row.dispatched_at)} available ${since(row.available_at)} (times from the fault end)`,
      );
    }
  }

  /** Deliveries to the receiver with this evaluation id (epoch ms). */
  private hooksOf(id: string) {
    return this.receiver!.at(WEBHOOK_PATH)
      .filter((hook) => hook.json.id === id)
      .map((hook) => ({
        webhookId: String(hook.headers['webhook-id']),
        status: String(hook.json.status),
        at: performance.timeOrigin + hook.receivedAt,
      }));
  }

  /**
   * After the last phase, a few seconds more: no event arrived twice under different ids, and a
   * second copy of one only in the kill phase.
   */
  private async finalCheck(reports: PhaseReport[]): Promise<PhaseReport[]> {
    await sleep(5_000);
    const problems: string[] = [];
    for (const job of this.accepted) {
      const hooks = this.hooksOf(job.id);
      const ids = new Set(hooks.map((hook) => hook.webhookId));
      if (ids.size > 1) problems.push(`${job.id}: ${ids.size} different webhook-ids`);
      if (hooks.length > 1 && !reports[job.phase]?.name.startsWith('kill')) {
        reports[job.phase]?.problems.push(`event of ${job.id} delivered ${hooks.length} times`);
      }
    }
    for (const worker of this.workers) {
      if (!worker.alive) problems.push(`${worker.name} is not running at the end`);
    }
    return problems.length > 0
      ? [
          {
            name: 'events overall',
            accepted: 0,
            refused: 0,
            recoveryMs: null,
            resumedMs: null,
            inFlightMs: null,
            lastEventMs: null,
            problems,
          },
        ]
      : [];
  }

  private async submitStream(): Promise<void> {
    const interval = 1000 / RATE;
    const inFlight = new Set<Promise<void>>();
    for (let next = Date.now(); this.streaming; next += interval) {
      if (next > Date.now()) await sleep(next - Date.now());
      if (inFlight.size >= 20) continue;
      const submitting = this.submitOne().finally(() => inFlight.delete(submitting));
      inFlight.add(submitting);
    }
    await Promise.all(inFlight);
  }

  private async submitOne(): Promise<void> {
    const phase = this.phase;
    try {
      const response = await this.post('/v1/toefl/evaluation', toeflBenchBody(this.clientId));
      if (response.status === 200) {
        const body = (await response.json()) as { data: { evaluation_id: string }[] };
        this.accepted.push({ id: body.data[0].evaluation_id, phase, acceptedAt: Date.now() });
        return;
      }
    } catch {
      // A timeout or a refused connection: not accepted.
    }
    this.refused.set(phase, (this.refused.get(phase) ?? 0) + 1);
  }

  private async workerReady(worker: ServiceProcess): Promise<void> {
    await this.until(`${worker.name} to start`, 120_000, () => {
      if (!worker.alive)
        throw new Error(`worker exited at start: ${worker.complaints(3).join(' | ')}`);
      return worker.logSinceStart().includes('Worker ready') ? true : undefined;
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

  private get(path: string): Promise<Response> {
    return fetch(`${this.apiUrl}${path}`, {
      headers: this.token ? { Authorization: `Bearer ${this.token}` } : {},
      signal: AbortSignal.timeout(10_000),
    });
  }

  private post(path: string, body: unknown): Promise<Response> {
    const form = body instanceof URLSearchParams;
    return fetch(`${this.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: form ? body.toString() : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  }

  private until<T>(
    what: string,
    timeoutMs: number,
    probe: () => Promise<T | undefined> | T | undefined,
  ): Promise<T> {
    return waitFor(probe, { timeoutMs, intervalMs: 250, what });
  }

  async cleanUp(): Promise<void> {
    await Promise.allSettled([this.api?.kill(), ...this.workers.map((worker) => worker.kill())]);
    await this.db?.end().catch(() => undefined);
    await Promise.allSettled([
      this.mariadb?.destroy(),
      this.redis?.destroy(),
      this.receiver?.close(),
    ]);
    if (this.failedKeepLogs || process.env.DRILL_KEEP_LOGS === '1')
      console.log(`fault-drill: logs kept in ${this.dir}`);
    else rmSync(this.dir, { recursive: true, force: true });
  }

  keepLogs(): void {
    this.failedKeepLogs = true;
  }
}

/** Fault end (or start) → the moment the last of these jobs ended; null when one never did. */
function lastFinish(
  jobs: { id: string }[],
  states: Map<string, { finishedAt: number | null }>,
  from: number,
): number | null {
  let last = from;
  for (const job of jobs) {
    const finishedAt = states.get(job.id)?.finishedAt;
    if (finishedAt == null) return null;
    last = Math.max(last, finishedAt);
  }
  return last - from;
}

function describe(report: PhaseReport): string {
  const verdict = report.problems.length === 0 ? 'PASS' : `FAIL: ${report.problems.join('; ')}`;
  return `fault-drill: ${report.name}: accepted ${report.accepted}, recovery ${report.recoveryMs === null ? '—' : `${seconds(report.recoveryMs)} s`} — ${verdict}`;
}

function printTable(reports: PhaseReport[]): void {
  const cell = (ms: number | null) => (ms === null ? '—' : `${seconds(ms)} s`);
  console.log(
    '\n| fault | jobs accepted | submits refused | first job ended after the fault end | recovery: fault end → last job accepted before it terminal | jobs running at the fault: fault start → last of them ended | fault end → last event delivered | result |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const report of reports) {
    console.log(
      `| ${report.name} | ${report.accepted} | ${report.refused} | ${cell(report.resumedMs)} | ${cell(report.recoveryMs)} | ${cell(report.inFlightMs)} | ${cell(report.lastEventMs)} | ${report.problems.length === 0 ? 'pass' : `FAIL: ${report.problems.join('; ')}`} |`,
    );
  }
  console.log('');
}

async function main(): Promise<void> {
  const drill = new Drill();
  const limit = setTimeout(() => {
    console.error(`fault-drill: gave up after ${DRILL_LIMIT_MS / 60_000} minutes`);
    drill.keepLogs();
    void drill.cleanUp().finally(() => process.exit(1));
  }, DRILL_LIMIT_MS);
  const interrupt = () => {
    drill.keepLogs();
    void drill.cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  let ok = false;
  try {
    ok = await drill.run();
  } catch (error) {
    console.error('fault-drill: could not finish:', error);
    drill.keepLogs();
  } finally {
    clearTimeout(limit);
    await drill.cleanUp();
  }
  process.exit(ok ? 0 : 1);
}

void main();
