/**
 * Submit throughput: autocannon against `POST /v1/toefl/evaluation` of the real API (API role, no
 * workers) and, in the same run, against a bare node:http handler doing the same I/O — one INSERT
 * and one Bull enqueue — then the ratio (target ≥ 0.5). Uses a scratch database and Redis prefix.
 *
 *   npm run bench:submit [-- --seconds 10 --connections 20]
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { NestFactory } from '@nestjs/core';
import Queue from 'bull';
import Redis from 'ioredis';
import { createConnection, createPool } from 'mysql2/promise';
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
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>, body: string): Promise<Result> {
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
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
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

async function main(): Promise<void> {
  const service = await startService();
  const baseline = await startBaseline();
  const body = JSON.stringify(toeflBenchBody('bench-school'));
  try {
    await load(`${service.url}/v1/toefl/evaluation`, service.auth, body); // warm-up
    const api = await load(`${service.url}/v1/toefl/evaluation`, service.auth, body);
    const bare = await load(baseline.url, {}, body);
    const ratio = api.requests / bare.requests;
    console.log(
      `service  : ${api.requests.toFixed(0)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms, non-2xx ${api.non2xx}`,
    );
    console.log(
      `baseline : ${bare.requests.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms, non-2xx ${bare.non2xx}`,
    );
    console.log(
      `submit: service=${api.requests.toFixed(0)}rps baseline=${bare.requests.toFixed(0)}rps ratio=${ratio.toFixed(2)} (target >= 0.50)`,
    );
  } finally {
    await baseline.close();
    await service.app.close();
    const connection = await createConnection('mysql://root@127.0.0.1:3306');
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.end();
    const redis = new Redis();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
