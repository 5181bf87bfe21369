import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { waitFor } from 'test/support/wait-for';

/** A port nothing listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A Redis server of the test's own on a spare loopback port, to stop, freeze and restart (the
 * shared one on 6379 is never touched). Nothing is persisted unless `stop({ keepData: true })`
 * saves a snapshot in the server's own temporary directory: otherwise a restart starts empty.
 */
export class PrivateRedis {
  private server?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'private-redis-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server unless it is running already. */
  async start(): Promise<void> {
    if (this.running) return;
    this.server = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    );
    const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    try {
      await waitFor(
        () =>
          probe.ping().then(
            () => true,
            () => undefined,
          ),
        { timeoutMs: 10_000, what: `redis-server on ${this.port}` },
      );
    } finally {
      probe.disconnect();
    }
  }

  /**
   * Stops the server (connections refused until `start`). By default it is killed and the next
   * start is empty; with `keepData` it saves a snapshot and shuts down, and the next start loads it
   * (an operator's restart).
   */
  async stop({ keepData = false }: { keepData?: boolean } = {}): Promise<void> {
    const server = this.server;
    if (!server || !this.running) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    if (keepData) {
      const client = new Redis(this.url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      // The connection closes as the server exits, so the command never answers.
      client.shutdown('SAVE').catch(() => undefined);
      await exited;
      client.disconnect();
      return;
    }
    server.kill('SIGKILL');
    await exited;
    rmSync(join(this.dir, 'dump.rdb'), { force: true });
  }

  /** Stops the server and removes its directory. */
  async destroy(): Promise<void> {
    this.thaw();
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private get running(): boolean {
    return (
      this.server !== undefined && this.server.exitCode === null && this.server.signalCode === null
    );
  }

  /** Freezes the server: connections stay open and nothing answers. */
  freeze(): void {
    this.server?.kill('SIGSTOP');
  }

  thaw(): void {
    this.server?.kill('SIGCONT');
  }
}
