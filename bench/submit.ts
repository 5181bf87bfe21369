/**
 * Submit throughput: autocannon against `POST /v1/toefl/evaluation` of the real API (API role, no
 * workers) and, in the same run, against a bare node:http handler doing the same I/O — one INSERT
 * and one Bull enqueue — then the ratio (target ≥ 0.30, issue #13). Uses a scratch database and
 * Redis prefix.
 *
 *   npm run bench:submit [-- --seconds 10 --connections 20 --rounds 1 --cpu-prof submit.cpuprofile]
 *
 * `--rounds <n>` alternates service and baseline runs n times and compares the totals: on a
 * machine shared with other work, one pair of runs can land on different loads.
 *
 * `--cpu-prof <file>` profiles the service run (main thread only; autocannon has its own thread),
 * writes the `.cpuprofile` and prints the heaviest functions and packages per request.
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { NestFactory } from '@nestjs/core';
import Queue from 'bull';
import Redis from 'ioredis';
import { createConnection, createPool } from 'mysql2/promise';
import { profiled, summarise } from 'bench/cpu-profile';
import { toeflBenchBody } from 'bench/toefl-body';
import { ApiModule } from 'src/api.module';
import { applyHttpPipeline } from 'src/common/http/configure-app';
import { AccountsService } from 'src/modules/auth/services/accounts.service';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 20);
/** Service and baseline runs alternate this many times; the ratio is of the totals. */
const ROUNDS = option('rounds', 1);
const PROFILE = args.includes('--cpu-prof') ? args[args.indexOf('--cpu-prof') + 1] : undefined;

const runId = `${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const database = `evaluation_bench_${runId}`;
const prefix = `evs-bench-${runId}`;
// Read when the app is created, after this assignment: a scratch database and Redis namespace.
Object.assign(process.env, {
  DATABASE_URL: `mysql://root@127.0.0.1:3306/${database}`,
  REDIS_PREFIX: prefix,
  LOG_LEVEL: 'warn',
  LIMIT_DAILY_EVALUATION: '10000000',
  PASSWORD_HASH_COST: '12',
});

interface Result {
  requests: number;
  total: number;
  /** Share of the run the main thread's event loop was busy (1 = saturated). */
  busy: number;
  /** CPU time of the main thread per request (ms), when the OS tells it (Linux). */
  cpuPerRequest?: number;
  /** Write system calls of the main thread per request (sockets to the client, MariaDB, Redis). */
  writesPerRequest?: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>, body: string): Promise<Result> {
  const before = performance.eventLoopUtilization();
  const cpuBefore = mainThreadCpuMs();
  const writesBefore = mainThreadWrites();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Load comes from a worker thread, so it does not share the event loop it measures.
    workers: 1,
  });
  return {
    requests: result.requests.average,
    total: result.requests.total,
    busy: performance.eventLoopUtilization(before).utilization,
    cpuPerRequest: perRequest(cpuBefore, mainThreadCpuMs(), result.requests.total),
    writesPerRequest: perRequest(writesBefore, mainThreadWrites(), result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** How much a counter of the main thread rose per request; undefined when the OS does not say. */
const perRequest = (before: number | undefined, after: number | undefined, requests: number) =>
  before === undefined || after === undefined ? undefined : (after - before) / requests;

/** Several runs of one side as one: mean rate, worst percentiles, CPU over all requests. */
function combine(results: Result[]): Result {
  const sum = (pick: (result: Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const total = sum((result) => result.total);
  /** A per-request figure over all the runs' requests, when every run has it. */
  const overAll = (pick: (result: Result) => number | undefined) =>
    results.every((result) => pick(result) !== undefined)
      ? sum((result) => pick(result)! * result.total) / total
      : undefined;
  return {
    requests: sum((result) => result.requests) / results.length,
    total,
    p50: Math.max(...results.map((result) => result.p50)),
    p99: Math.max(...results.map((result) => result.p99)),
    non2xx: sum((result) => result.non2xx),
    busy: sum((result) => result.busy) / results.length,
    cpuPerRequest: overAll((result) => result.cpuPerRequest),
    writesPerRequest: overAll((result) => result.writesPerRequest),
  };
}

const pct = (share: number) => `${(share * 100).toFixed(0)}%`;
const cpu = ({ cpuPerRequest: ms, writesPerRequest: writes }: Result) =>
  (ms === undefined ? '' : `, main-thread CPU ${ms.toFixed(2)} ms/request`) +
  (writes === undefined ? '' : `, ${writes.toFixed(2)} write syscalls/request`);

/**
 * User + system CPU time of the main thread (not autocannon's), from /proc: unlike throughput it
 * hardly moves when other work on the machine takes the cores. Undefined off Linux.
 */
function mainThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (USER_HZ, 100 on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Write system calls of the main thread so far (`syscw` of proc(5)); undefined off Linux. */
function mainThreadWrites(): number | undefined {
  try {
    const io = readFileSync(`/proc/self/task/${process.pid}/io`, 'utf8');
    const match = /^syscw: (\d+)$/m.exec(io);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function startService() {
  const app = await NestFactory.create(ApiModule, { bodyParser: false, logger: ['error'] });
  applyHttpPipeline(app);
  await app.listen(0, '127.0.0.1');
  const accounts = app.get(AccountsService);
  await accounts.createClient('Bench School', 'bench-school');
  await accounts.createUser({
    username: 'bench',
    password: 'bench-password',
    clientId: 'bench-school',
  });
  const server = app.getHttpServer() as http.Server;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = (await (
    await fetch(`${url}/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'bench', password: 'bench-password' }),
    })
  ).json()) as { access_token: string };
  return { app, url, auth: { authorization: `Bearer ${token.access_token}` } };
}

/** The floor: parse JSON, one INSERT, one Bull enqueue, answer. */
async function startBaseline() {
  const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10 });
  await pool.query('CREATE TABLE bench_baseline (id CHAR(36) PRIMARY KEY, body JSON NOT NULL)');
  const queue = new Queue('bench-baseline', { redis: { host: '127.0.0.1', port: 6379 }, prefix });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = randomUUID();
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      pool
        .query('INSERT INTO bench_baseline (id, body) VALUES (?, ?)', [id, JSON.stringify(body)])
        .then(() => queue.add({ id }, { jobId: id, removeOnComplete: true }))
        .then(() => {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ evaluation_id: id }));
        })
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.close();
      await queue.close();
      await pool.end();
    },
  };
}

/** What the run has started, closed last first before the scratch data is removed. */
const running: (() => Promise<void>)[] = [];

async function stopAndRemoveScratch(): Promise<void> {
  for (const close of running.splice(0).reverse()) await close().catch(() => undefined);
  await removeScratch();
}

async function main(): Promise<void> {
  const service = await startService();
  running.push(() => service.app.close());
  const baseline = await startBaseline();
  running.push(baseline.close);
  const body = JSON.stringify(toeflBenchBody('bench-school'));
  try {
    await load(`${service.url}/v1/toefl/evaluation`, service.auth, body); // warm-up
    const runService = () => load(`${service.url}/v1/toefl/evaluation`, service.auth, body);
    const runBaseline = () => load(baseline.url, {}, body);
    const services: Result[] = [];
    const baselines: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating which side goes first keeps a drift in the machine's load from favouring one.
      if (round % 2 === 1) baselines.push(await runBaseline());
      services.push(
        PROFILE && round === 0 ? await profiled(PROFILE, runService) : await runService(),
      );
      if (round % 2 === 0) baselines.push(await runBaseline());
    }
    if (PROFILE) {
      const profile = JSON.parse(await readFile(PROFILE, 'utf8')) as Parameters<
        typeof summarise
      >[0];
      console.log(summarise(profile, services[0].total));
    }
    const api = combine(services);
    const bare = combine(baselines);
    const ratio = api.requests / bare.requests;
    if (ROUNDS > 1) {
      const ratios = services.map((one, index) =>
        (one.requests / baselines[index].requests).toFixed(2),
      );
      console.log(`rounds   : ${ROUNDS} × ${SECONDS} s each side, ratios ${ratios.join(' ')}`);
    }
    console.log(
      `service  : ${api.requests.toFixed(0)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms, non-2xx ${api.non2xx}, event loop busy ${pct(api.busy)}${cpu(api)}`,
    );
    console.log(
      `baseline : ${bare.requests.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms, non-2xx ${bare.non2xx}, event loop busy ${pct(bare.busy)}${cpu(bare)}`,
    );
    console.log(
      `submit: service=${api.requests.toFixed(0)}rps baseline=${bare.requests.toFixed(0)}rps ratio=${ratio.toFixed(2)} (target >= 0.30, issue #13)`,
    );
  } finally {
    await stopAndRemoveScratch();
  }
}

/** Drops the scratch database and the run's Redis keys. */
async function removeScratch(): Promise<void> {
  const connection = await createConnection('mysql://root@127.0.0.1:3306');
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.end();
  const redis = new Redis();
  // Tens of thousands of job keys (no worker runs): deleted a thousand at a time.
  const keys = await redis.keys(`${prefix}:*`);
  for (let at = 0; at < keys.length; at += 1000) await redis.unlink(...keys.slice(at, at + 1000));
  await redis.quit();
}

// Stopped by Ctrl-C or a kill, the run still leaves no scratch database or Redis keys behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: removing the scratch database and Redis keys`);
    stopAndRemoveScratch().then(
      () => process.exit(130),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
