import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { PrivateMariaDb } from 'test/support/private-mariadb';
import { freePort, PrivateRedis } from 'test/support/private-redis';
import { waitFor } from 'test/support/wait-for';

const DATABASE = 'evaluation_drill';
const PASSWORD = 'drill-password-123';
export const DRILL_CLIENT_ID = 'drill-school';

/** Milliseconds as seconds with one decimal, for the drills' lines and tables. */
export const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** One role of the service as its own process, from the build (`node dist/…`) as in production. */
export class ServiceProcess {
  child!: ChildProcess;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  private logOffset = 0;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
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
    // A restarted process replaces the child; only the current one's exit counts.
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

  /** Resets the kernel's peak-RSS mark (VmHWM); off Linux the peak is then since start. */
  resetPeak(): void {
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
    } catch {
      // Not Linux, or not allowed.
    }
  }

  /** Peak RSS in MB since the last reset (VmHWM), -1 where it cannot be read. */
  peakMb(): number {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      return -1;
    }
  }

  async kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill(signal);
    await exited;
  }
}

/** The service's HTTP API as one school's user sees it. */
export class ApiClient {
  token = '';

  constructor(readonly baseUrl: string) {}

  request(method: string, path: string, body?: unknown, timeoutMs = 10_000): Promise<Response> {
    const form = body instanceof URLSearchParams;
    return fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined
          ? {}
          : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body.toString() : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** A multipart request with `documents` files, as the document routes take them. */
  upload(
    method: string,
    path: string,
    files: [name: string, data: Buffer][],
    fields: Record<string, string> = {},
    timeoutMs = 120_000,
  ): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, data] of files)
      form.append('documents', new Blob([new Uint8Array(data)]), name);
    return fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}` },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async logIn(username: string, password: string): Promise<void> {
    const response = await this.request(
      'POST',
      '/token',
      new URLSearchParams({ username, password }),
    );
    this.token = ((await response.json()) as { access_token: string }).access_token;
  }
}

export interface StackOptions {
  /** Names the drill in its messages and its temporary folder. */
  label: string;
  workers: number;
  redisPrefix: string;
  /** A CA the service must trust (a loopback HTTPS receiver or file host). */
  caFile?: string;
  /** Settings for the API process alone. */
  apiEnv?: NodeJS.ProcessEnv;
}

/**
 * The API and its workers as separate processes from the build, on a MariaDB and a Redis of their
 * own on spare loopback ports, with a client and a logged-in user; the shared servers are never
 * touched.
 */
export class ServiceStack {
  readonly dir: string;
  readonly env: NodeJS.ProcessEnv;
  readonly api: ServiceProcess;
  readonly workers: ServiceProcess[];
  readonly http: ApiClient;

  private constructor(
    private readonly options: StackOptions,
    readonly mariadb: PrivateMariaDb,
    readonly redis: PrivateRedis,
    apiPort: number,
  ) {
    this.dir = mkdtempSync(join(tmpdir(), `${options.label}-`));
    this.http = new ApiClient(`http://127.0.0.1:${apiPort}`);
    this.env = {
      ...process.env,
      DATABASE_URL: mariadb.url(DATABASE),
      REDIS_URL: redis.url,
      REDIS_PREFIX: options.redisPrefix,
      OUTBOUND_ALLOWLIST: '127.0.0.1',
      ...(options.caFile ? { NODE_EXTRA_CA_CERTS: options.caFile } : {}),
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
      { ...this.env, ...options.apiEnv, APP_ROLE: 'api' },
      join(this.dir, 'api.log'),
    );
    this.workers = Array.from({ length: options.workers }, (_, i) => {
      const name = options.workers === 1 ? 'worker' : `worker ${i + 1}`;
      const env = { ...this.env, APP_ROLE: 'worker' };
      return new ServiceProcess(name, 'dist/worker.js', env, join(this.dir, `worker-${i + 1}.log`));
    });
  }

  /** Builds (unless DRILL_BUILD=0), starts everything and logs a user in. */
  static async start(options: StackOptions): Promise<ServiceStack> {
    if (process.env.DRILL_BUILD !== '0') {
      console.log(
        `${options.label}: building (nest build; DRILL_BUILD=0 runs the existing dist/)…`,
      );
      execFileSync(process.execPath, ['node_modules/@nestjs/cli/bin/nest.js', 'build'], {
        stdio: 'inherit',
      });
    }
    const [mariadb, redis, apiPort] = await Promise.all([
      PrivateMariaDb.start(),
      PrivateRedis.start(),
      freePort(),
    ]);
    const stack = new ServiceStack(options, mariadb, redis, apiPort);
    await stack.boot();
    return stack;
  }

  /** Waits until the worker logs that it is ready; a worker that exits instead fails the drill. */
  async workerReady(worker: ServiceProcess): Promise<void> {
    await waitFor(
      () => {
        if (!worker.alive)
          throw new Error(`${worker.name} exited at start: ${worker.complaints(3).join(' | ')}`);
        return worker.logSinceStart().includes('Worker ready') ? true : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 250, what: `${worker.name} to start` },
    );
  }

  /** A direct connection to the drill's database, to read job rows. */
  connect(): Promise<Connection> {
    return createConnection({
      host: '127.0.0.1',
      port: this.mariadb.port,
      user: 'root',
      database: DATABASE,
    });
  }

  async stop(keepLogs: boolean): Promise<void> {
    await Promise.allSettled([this.api, ...this.workers].map((process) => process.kill('SIGKILL')));
    await Promise.allSettled([this.mariadb.destroy(), this.redis.destroy()]);
    if (keepLogs || process.env.DRILL_KEEP_LOGS === '1')
      console.log(`${this.options.label}: logs kept in ${this.dir}`);
    else rmSync(this.dir, { recursive: true, force: true });
  }

  private async boot(): Promise<void> {
    // The API migrates the database; workers start after, so they do not wait on its lock.
    this.api.start();
    await waitFor(
      async () => {
        if (!this.api.alive)
          throw new Error(`API exited at start: ${this.api.complaints(3).join(' | ')}`);
        const ready = await this.http.request('GET', '/health/ready').catch(() => null);
        return ready?.ok ? true : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 250, what: 'the API to answer /health/ready' },
    );
    for (const worker of this.workers) worker.start();
    await Promise.all(this.workers.map((worker) => this.workerReady(worker)));
    await this.cli(['client:create', '--name', 'Drill school', '--client-id', DRILL_CLIENT_ID]);
    await this.cli(
      ['user:create', '--username', 'drill', '--client-id', DRILL_CLIENT_ID, '--password-stdin'],
      PASSWORD,
    );
    await this.http.logIn('drill', PASSWORD);
  }

  /** The operator CLI from source against the drill's database, as an operator would run it. */
  private cli(args: string[], input?: string): Promise<void> {
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
        { env: this.env, stdio: ['pipe', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdin.end(input ? `${input}\n` : '');
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`cli ${args[0]}: ${stderr}`)),
      );
    });
  }
}
