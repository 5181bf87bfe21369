/**
 * Webhook delivery latency: 1,000 jobs end through the job core (outbox row in the same
 * transaction), the relay and delivery queue send them to a loopback HTTPS receiver with a
 * self-signed certificate. Latency = receiver got the POST − the job's transaction committed.
 * API and worker run in this one process (APP_ROLE=all), against a throw-away database.
 *
 *   npm run bench:webhooks                       # 1,000 events at 100 per second
 *   BENCH_EVENTS=2000 BENCH_RATE=200 BENCH_CONCURRENCY=4 npm run bench:webhooks
 *
 * The rate is a ceiling: with one job ending at a time, the database's commit time limits it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { NestFactory } from '@nestjs/core';
import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { AllInOneModule } from 'src/app.module';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { EVALUATION_KIND } from 'src/modules/evaluations/evaluation-kinds';
import { JobStatus } from 'src/modules/jobs/entities/job.entity';
import { JobLifecycle } from 'src/modules/jobs/services/job-lifecycle.service';
import { WebhookRegistrations } from 'src/modules/webhooks/services/webhook-registrations.service';
import { WebhookTemplates } from 'src/modules/webhooks/services/webhook-templates.service';
import { waitFor } from 'test/support/wait-for';
import { startWebhookReceiver } from 'test/support/webhook-receiver';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const TARGET_P95_MS = 500;
/** Jobs ending at the same moment, at most; 1 ends them one after another. */
const MAX_IN_FLIGHT = Number(process.env.BENCH_CONCURRENCY ?? 1);
const EVENT = EVALUATION_KIND.GENERIC.name;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = new URL(
    process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/evaluation_service',
  );
  database.pathname = `/evaluation_bench_${runId}`;
  const receiver = await startWebhookReceiver();
  Object.assign(process.env, {
    DATABASE_URL: database.toString(),
    REDIS_PREFIX: `evs-bench-${runId}`,
    OUTBOUND_ALLOWLIST: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: receiver.caFile,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PASSWORD_HASH_COST: '12',
    DATABASE_POOL_SIZE: '20',
  });
  // Config namespaces read the environment when the app is built, so setting it here is enough.
  const app = await NestFactory.createApplicationContext(AllInOneModule, { logger: false });
  try {
    const accounts = app.get(AccountsService);
    const client = await accounts.createClient('Bench school', `bench-${runId}`);
    const user = await accounts.createUser({
      username: `bench-${runId}`,
      password: 'bench-password-123',
      clientId: client.clientId,
    });
    const template = (await app.get(WebhookTemplates).all()).find((item) => item.name === EVENT)!;
    await app.get(WebhookRegistrations).create(
      {
        userId: user.id,
        username: user.username,
        clientId: client.id,
        clientPublicId: client.clientId,
      },
      { api_template: template.id, endpoint_url: `${receiver.url}/bench`, secret_hash: 'bench' },
    );

    const lifecycle = app.get(JobLifecycle);
    const dataSource = app.get(DataSource);
    const committedAt = new Map<string, number>();
    const interval = 1000 / RATE;
    // Jobs end on a schedule, not one after another: in production many workers end jobs at once.
    const endOne = async () => {
      const job = await dataSource.transaction((manager) =>
        lifecycle.create(manager, {
          kind: EVALUATION_KIND.GENERIC,
          subjectId: randomUUID(),
          owner: { userId: user.id, clientId: client.id },
        }),
      );
      await lifecycle.finish(job.id, { status: JobStatus.COMPLETED });
      committedAt.set(job.subjectId, performance.now());
    };
    const inFlight = new Set<Promise<void>>();
    const started = performance.now();
    for (let i = 0; i < EVENTS; i += 1) {
      const due = started + i * interval;
      if (due > performance.now()) await sleep(due - performance.now());
      if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      const ending = endOne().finally(() => inFlight.delete(ending));
      inFlight.add(ending);
    }
    await Promise.all(inFlight);
    const issueSeconds = (performance.now() - started) / 1000;
    await waitFor(
      () => receiver.at('/bench').length,
      (count) => count >= EVENTS,
      { timeoutMs: 120_000, what: 'every event to arrive' },
    );

    const latencies = receiver
      .at('/bench')
      .map((hook) => hook.receivedAt - (committedAt.get(String(hook.json.id)) ?? NaN))
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b);
    const ids = new Set(receiver.at('/bench').map((hook) => hook.headers['webhook-id']));
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const verdict = p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL';
    console.log(
      `bench:webhooks events=${EVENTS} concurrency=${MAX_IN_FLIGHT} rate=${(EVENTS / issueSeconds).toFixed(0)}/s ` +
        `received=${receiver.at('/bench').length} distinct=${ids.size} ` +
        `p50=${p50.toFixed(1)}ms p95=${p95.toFixed(1)}ms p99=${percentile(latencies, 99).toFixed(1)}ms ` +
        `max=${latencies[latencies.length - 1].toFixed(1)}ms target p95<=${TARGET_P95_MS}ms ${verdict}`,
    );
    if (verdict === 'FAIL') process.exitCode = 1;
  } finally {
    await app.close();
    await receiver.close();
    await cleanUp(database, process.env.REDIS_PREFIX ?? '');
  }
}

async function cleanUp(database: URL, prefix: string): Promise<void> {
  const name = database.pathname.slice(1);
  const server = new URL(database.toString());
  server.pathname = '/';
  const connection = await createConnection(server.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.end();
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
    if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  }
  await redis.quit();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
