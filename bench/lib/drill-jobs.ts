import type { Connection, RowDataPacket } from 'mysql2/promise';
import type { WebhookReceiver } from 'test/support/webhook-receiver';
import { seconds } from './service-stack';

export const TERMINAL = new Set(['completed', 'failed']);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface JobState {
  status: string;
  finishedAt: number | null;
}

/** The drill's view of job rows, read straight from its database; survives the database's outage. */
export class JobRows {
  private db?: Connection;

  constructor(private readonly connect: () => Promise<Connection>) {}

  async reconnect(): Promise<void> {
    await this.db?.end().catch(() => undefined);
    this.db = await this.connect();
  }

  async running(): Promise<string[]> {
    const [rows] = await this.connection().query<RowDataPacket[]>(
      "SELECT subject_id FROM jobs WHERE status = 'running'",
    );
    return rows.map((row) => String(row.subject_id));
  }

  /** Status and end time per subject id; empty (and a reconnect) while the database is away. */
  async states(ids: string[]): Promise<Map<string, JobState>> {
    const states = new Map<string, JobState>();
    if (ids.length === 0) return states;
    try {
      const [rows] = await this.connection().query<RowDataPacket[]>(
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
      await this.reconnect().catch(() => undefined);
    }
    return states;
  }

  async waitTerminal(ids: string[], deadline: number): Promise<Map<string, JobState>> {
    for (;;) {
      const states = await this.states(ids);
      const open = ids.filter((id) => !TERMINAL.has(states.get(id)?.status ?? ''));
      if (open.length === 0 || Date.now() > deadline) return states;
      await sleep(500);
    }
  }

  async close(): Promise<void> {
    await this.db?.end().catch(() => undefined);
  }

  private connection(): Connection {
    if (!this.db) throw new Error('JobRows used before reconnect()');
    return this.db;
  }
}

export interface Delivery {
  webhookId: string;
  status: string;
  /** Epoch ms. */
  at: number;
}

/** Terminal events as the loopback receiver got them. */
export class EventLedger {
  constructor(
    private readonly receiver: WebhookReceiver,
    private readonly path: string,
  ) {}

  of(id: string): Delivery[] {
    return this.receiver
      .at(this.path)
      .filter((hook) => hook.json.id === id)
      .map((hook) => ({
        webhookId: String(hook.headers['webhook-id']),
        status: String(hook.json.status),
        at: performance.timeOrigin + hook.receivedAt,
      }));
  }

  /** Waits until every terminal job's event arrived; says what is missing or wrong. */
  async await(
    ids: string[],
    states: Map<string, { status: string }>,
    deadline: number,
    limitMs: number,
  ): Promise<{ problems: string[]; lastMs: number | null }> {
    const problems: string[] = [];
    const ended = ids.filter((id) => TERMINAL.has(states.get(id)?.status ?? ''));
    const missing = () => ended.filter((id) => this.of(id).length === 0);
    while (missing().length > 0 && Date.now() < deadline) await sleep(500);
    if (missing().length > 0) {
      problems.push(
        `${missing().length} terminal events not delivered ${seconds(limitMs)} s after the fault`,
      );
    }
    let lastMs: number | null = null;
    for (const id of ended) {
      const hooks = this.of(id);
      if (hooks.length === 0) continue;
      lastMs = Math.max(lastMs ?? 0, Math.min(...hooks.map((hook) => hook.at)));
      const wrong = hooks.find((hook) => hook.status.toLowerCase() !== states.get(id)?.status);
      if (wrong)
        problems.push(`event of ${id} says ${wrong.status}, job is ${states.get(id)?.status}`);
    }
    return { problems, lastMs };
  }
}
