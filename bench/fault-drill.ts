/**
 * Fault drill: the API and workers as separate processes from the build, on a MariaDB and a Redis
 * of the drill's own, under a steady stream of real TOEFL evaluations with a webhook to a loopback
 * HTTPS receiver. Four faults in turn: kill -9 of a worker mid-run, Redis stopped for 20 s, Redis
 * restarted empty, MariaDB stopped for 20 s. After each, every accepted job must end within 2
 * minutes of the fault's end, the other processes must be the same ones, and every terminal event
 * must arrive exactly once (a second copy, with the same `webhook-id`, only after the kill).
 * Settings and the table it prints: README "Fault tolerance".
 *
 *   nice -n 5 npm run drill:faults
 *   DRILL_PHASES=kill,mariadb DRILL_OUTAGE_SECONDS=10 DRILL_RATE=2 DRILL_WORKERS=2 …
 */
import { execFileSync } from 'node:child_process';
import { toeflBenchBody } from 'bench/toefl-body';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { waitFor } from 'test/support/wait-for';
import { EventLedger, JobRows, sleep, TERMINAL } from './lib/drill-jobs';
import {
  describePhase,
  emptyReport,
  lastFinish,
  printPhaseTable,
  type PhaseReport,
} from './lib/fault-report';
import { DRILL_CLIENT_ID, seconds, ServiceStack } from './lib/service-stack';

const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 20) * 1000;
const WORKERS = Number(process.env.DRILL_WORKERS ?? 2);
/** Submissions per second in the steady stream. */
const RATE = Number(process.env.DRILL_RATE ?? 1);
const RECOVERY_LIMIT_MS = 120_000;
/** Steady traffic before each fault, so it hits a service at work. */
const WARM_UP_MS = 8_000;
/** Submissions just before a fault, so jobs wait in Redis when it hits. */
const BURST = 12;
/** Submissions after the fault that still count for its phase. */
const AFTER_FAULT_MS = 10_000;
const DRILL_LIMIT_MS = 15 * 60_000;
const WEBHOOK_PATH = '/drill';

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

class Drill {
  private stack?: ServiceStack;
  private receiver?: WebhookReceiver;
  private events?: EventLedger;
  private jobs?: JobRows;
  private readonly accepted: Accepted[] = [];
  private readonly refused = new Map<number, number>();
  private phase = 0;
  private streaming = false;
  private keep = false;

  async run(): Promise<boolean> {
    const started = Date.now();
    await this.setUp();
    console.log(
      `fault-drill: set up in ${seconds(Date.now() - started)} s; logs in ${this.stack!.dir}`,
    );
    const phases = this.phases().filter(
      (phase) =>
        !process.env.DRILL_PHASES || process.env.DRILL_PHASES.split(',').includes(phase.key),
    );
    this.streaming = true;
    const stream = this.submitStream();
    const reports: PhaseReport[] = [];
    try {
      for (const [index, phase] of phases.entries()) {
        this.phase = index;
        reports.push(await this.runPhase(phase));
        console.log(describePhase(reports[reports.length - 1]));
      }
    } finally {
      this.streaming = false;
      await stream;
    }
    reports.push(...(await this.finalCheck(reports)));
    const passed = reports
      .slice(0, phases.length)
      .filter((report) => report.problems.length === 0).length;
    printPhaseTable(reports);
    const failed = reports.filter((report) => report.problems.length > 0).length;
    this.keep = failed > 0;
    console.log(`load: ${execFileSync('uptime').toString().trim()}`);
    console.log(
      `fault-drill: passed=${passed} failed=${failed} (in ${seconds(Date.now() - started)} s)`,
    );
    return failed === 0;
  }

  private phases(): Phase[] {
    const stack = this.stack!;
    return [
      { key: 'kill', name: 'kill -9 worker mid-run', kills: true, fault: () => this.killWorker() },
      {
        key: 'redis-stop',
        name: `Redis stopped ${OUTAGE_MS / 1000} s`,
        kills: false,
        fault: () => this.outage(() => stack.redis.stop({ keepData: true }), stack.redis),
      },
      {
        key: 'redis-empty',
        name: 'Redis restarted empty',
        kills: false,
        fault: () => this.outage(() => stack.redis.stop(), stack.redis, 0),
      },
      {
        key: 'mariadb',
        name: `MariaDB stopped ${OUTAGE_MS / 1000} s`,
        kills: false,
        fault: () => this.outage(() => stack.mariadb.stop(), stack.mariadb),
      },
    ];
  }

  private async setUp(): Promise<void> {
    this.receiver = await startWebhookReceiver();
    this.events = new EventLedger(this.receiver, WEBHOOK_PATH);
    this.stack = await ServiceStack.start({
      label: 'fault-drill',
      workers: WORKERS,
      redisPrefix: 'evs-drill',
      caFile: this.receiver.caFile,
    });
    const stack = this.stack;
    this.jobs = new JobRows(() => stack.connect());
    await this.jobs.reconnect();
    const templates = (await (
      await stack.http.request('GET', '/webhooks/v1/webhook-api-templates/')
    ).json()) as { id: string; name: string }[];
    const registered = await stack.http.request('POST', '/webhooks/v1/webhook/', {
      api_template: templates.find((item) => item.name === 'toefl_evaluation')?.id,
      endpoint_url: `${this.receiver.url}${WEBHOOK_PATH}`,
      secret_hash: 'drill-webhook-secret',
    });
    if (registered.status !== 201)
      throw new Error(`Webhook registration: ${registered.status} ${await registered.text()}`);
  }

  private async runPhase(phase: Phase): Promise<PhaseReport> {
    const { api, workers } = this.stack!;
    const index = this.phase;
    const report = emptyReport(phase.name);
    const workerPids = workers.map((worker) => worker.pid);
    await sleep(WARM_UP_MS);
    console.log(`fault-drill: ${phase.name}…`);
    const fault = await phase.fault();
    await sleep(AFTER_FAULT_MS);
    // Later submissions belong to the next phase; this one waits for its own jobs.
    this.phase = index + 1;
    const jobs = this.accepted.filter((job) => job.phase === index);
    const ids = jobs.map((job) => job.id);
    report.accepted = jobs.length;
    report.refused = this.refused.get(index) ?? 0;
    const deadline = fault.end + RECOVERY_LIMIT_MS;
    const states = await this.jobs!.waitTerminal(ids, deadline);
    const open = ids.filter((id) => !TERMINAL.has(states.get(id)?.status ?? ''));
    if (open.length > 0) {
      report.problems.push(
        `${open.length} of ${jobs.length} accepted jobs not terminal ${seconds(RECOVERY_LIMIT_MS)} s after the fault`,
      );
    }
    const before = jobs.filter((job) => job.acceptedAt <= fault.end);
    report.recoveryMs = lastFinish(before, states, fault.end);
    const after = ids
      .map((id) => states.get(id)?.finishedAt ?? Infinity)
      .filter((finishedAt) => finishedAt >= fault.end);
    report.resumedMs = after.length > 0 ? Math.min(...after) - fault.end : null;
    if (fault.inFlight) {
      const inFlight = fault.inFlight.map((id) => ({ id }));
      report.inFlightMs = lastFinish(inFlight, states, fault.start);
    }
    const late = ids.filter((id) => (states.get(id)?.finishedAt ?? Infinity) > deadline);
    if (late.length > 0 && open.length === 0) {
      report.problems.push(
        `${late.length} jobs ended more than ${seconds(RECOVERY_LIMIT_MS)} s after the fault`,
      );
    }
    const events = await this.events!.await(ids, states, deadline, RECOVERY_LIMIT_MS);
    report.problems.push(...events.problems);
    report.lastEventMs = events.lastMs === null ? null : events.lastMs - fault.end;
    for (const [i, worker] of workers.entries()) {
      if (phase.kills && i === 0) continue;
      if (worker.alive && worker.pid === workerPids[i]) continue;
      report.problems.push(
        `${worker.name} ended (${JSON.stringify(worker.exit)}): ${worker.complaints(3).join(' | ')}`,
      );
      worker.start(); // so the next phases still have it
      await this.stack!.workerReady(worker);
    }
    if (!api.alive) report.problems.push(`the API process ended (${JSON.stringify(api.exit)})`);
    return report;
  }

  /** A burst of submissions, then waits until a job runs; returns the jobs running then. */
  private async loadUp(): Promise<string[]> {
    await Promise.all(Array.from({ length: BURST }, () => this.submitOne()));
    return waitFor(
      async () => {
        const running = await this.jobs!.running();
        return running.length > 0 ? running : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'a job to run' },
    );
  }

  /** Kills the worker while it runs jobs and starts a new one at once, as a supervisor would. */
  private async killWorker(): Promise<FaultTimes> {
    const inFlight = await this.loadUp();
    const start = Date.now();
    const [worker] = this.stack!.workers;
    await worker.kill('SIGKILL');
    worker.start();
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
    if (server === this.stack!.mariadb) await this.jobs!.reconnect();
    return { start, end: Date.now(), inFlight };
  }

  /** A few seconds after the last phase: no event twice under different ids, copies only after the kill. */
  private async finalCheck(reports: PhaseReport[]): Promise<PhaseReport[]> {
    await sleep(5_000);
    const problems: string[] = [];
    for (const job of this.accepted) {
      const hooks = this.events!.of(job.id);
      const ids = new Set(hooks.map((hook) => hook.webhookId));
      if (ids.size > 1) problems.push(`${job.id}: ${ids.size} different webhook-ids`);
      if (hooks.length > 1 && !reports[job.phase]?.name.startsWith('kill')) {
        reports[job.phase]?.problems.push(`event of ${job.id} delivered ${hooks.length} times`);
      }
    }
    for (const worker of this.stack!.workers) {
      if (!worker.alive) problems.push(`${worker.name} is not running at the end`);
    }
    return problems.length > 0 ? [emptyReport('events overall', problems)] : [];
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
      const body = toeflBenchBody(DRILL_CLIENT_ID);
      const response = await this.stack!.http.request('POST', '/v1/toefl/evaluation', body);
      if (response.status === 200) {
        const answer = (await response.json()) as { data: { evaluation_id: string }[] };
        this.accepted.push({ id: answer.data[0].evaluation_id, phase, acceptedAt: Date.now() });
        return;
      }
    } catch {
      // A timeout or a refused connection: not accepted.
    }
    this.refused.set(phase, (this.refused.get(phase) ?? 0) + 1);
  }

  async cleanUp(): Promise<void> {
    await this.jobs?.close();
    await Promise.allSettled([this.stack?.stop(this.keep), this.receiver?.close()]);
  }

  keepLogs(): void {
    this.keep = true;
  }
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
