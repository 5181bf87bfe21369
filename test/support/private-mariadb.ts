import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { freePort } from 'test/support/private-redis';
import { waitFor } from 'test/support/wait-for';

const run = promisify(execFile);

/**
 * A MariaDB server of the test's own (a fresh data directory, a spare loopback port, its own
 * socket and pid file), to stop and start again; the shared one on 3306 is never touched. `root`
 * has no password on 127.0.0.1. Data survives `stop`/`start` (InnoDB recovers after the kill);
 * `destroy` removes everything.
 */
export class PrivateMariaDb {
  private server?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  /** Installs the system tables into a temporary directory (about 2 s) and starts the server. */
  static async start(): Promise<PrivateMariaDb> {
    const dir = mkdtempSync(join(tmpdir(), 'private-mariadb-'));
    try {
      await run('mariadb-install-db', [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--user=root',
      ]);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    const mariadb = new PrivateMariaDb(await freePort(), dir);
    await mariadb.start();
    return mariadb;
  }

  /** `mysql://root@127.0.0.1:<port>/<database>` */
  url(database: string): string {
    return `mysql://root@127.0.0.1:${this.port}/${database}`;
  }

  get pid(): number | undefined {
    return this.running ? this.server?.pid : undefined;
  }

  /** Starts the server unless it is running already; resolves once it answers a query. */
  async start(): Promise<void> {
    if (this.running) return;
    this.server = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(this.dir, 'mariadb.sock')}`,
        `--pid-file=${join(this.dir, 'mariadb.pid')}`,
        `--log-error=${join(this.dir, 'error.log')}`,
        '--user=root',
        '--skip-name-resolve',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=64M',
        '--max-connections=200',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(
      async () => {
        if (!this.running) throw new Error(`mariadbd exited; see ${join(this.dir, 'error.log')}`);
        return this.ping();
      },
      { timeoutMs: 60_000, intervalMs: 200, what: `mariadbd on ${this.port}` },
    );
  }

  /** Kills the server (-9, as a crash or an OOM kill would): connections refused until `start`. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server || !this.running) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }

  /** Stops the server and removes its data directory. */
  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async ping(): Promise<true | undefined> {
    try {
      const connection = await createConnection({
        host: '127.0.0.1',
        port: this.port,
        user: 'root',
        connectTimeout: 1_000,
      });
      await connection.query('SELECT 1');
      await connection.end();
      return true;
    } catch {
      return undefined;
    }
  }

  private get running(): boolean {
    return (
      this.server !== undefined && this.server.exitCode === null && this.server.signalCode === null
    );
  }
}
