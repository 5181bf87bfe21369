import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { checkMysql, checkPortFree, checkRedis } from 'src/bootstrap/preflight';
import { configureApp } from 'src/common/http/configure-app';
import { AppLogger } from 'src/common/logging/app-logger';
import { ExpressServerAdapter } from 'src/common/http/express-server.adapter';
import { CONFIG_NAMESPACES } from 'src/config';
import { aiConfig } from 'src/config/ai.config';
import { type AppRole, appConfig } from 'src/config/app.config';
import { metricsConfig } from 'src/config/metrics.config';
import { QUEUES } from 'src/modules/jobs/queues';

/**
 * Each role's root module, loaded on demand: an API process never loads the worker modules (and
 * with them the AI engine and its models), a worker never loads the controllers.
 */
const ROOT_MODULE: Record<AppRole, () => Promise<Type>> = {
  all: async () => (await import('../app.module.js')).AllInOneModule,
  api: async () => (await import('../api.module.js')).ApiModule,
  worker: async () => (await import('../worker.module.js')).WorkerModule,
};

/**
 * Starts one process after validating every config namespace (a bad setting is one line, not a
 * stack trace from inside the container) and checking that MySQL and Redis answer.
 */
export async function start(roleOverride?: AppRole): Promise<INestApplicationContext> {
  for (const namespace of CONFIG_NAMESPACES) namespace();
  const role = roleOverride ?? appConfig().role;
  await Promise.all([checkMysql(), checkRedis(), checkListeningPort(role)]);
  return launch(role, await ROOT_MODULE[role]());
}

/** The port this role will listen on: PORT, or a worker's metrics port when it has one. */
function checkListeningPort(role: AppRole): Promise<void> | undefined {
  if (role !== 'worker') return checkPortFree(appConfig().port);
  const { enabled, workerPort } = metricsConfig();
  return enabled && workerPort ? checkPortFree(workerPort, 'WORKER_METRICS_PORT') : undefined;
}

/**
 * Boots `rootModule` in `role`: a worker is an application context without HTTP, the other roles
 * listen on PORT. Exported so a test can run a worker with a family defined in test code.
 */
export async function launch(role: AppRole, rootModule: Type): Promise<INestApplicationContext> {
  if (role === 'worker') {
    const context = await NestFactory.createApplicationContext(rootModule, { bufferLogs: true });
    const logger = context.get(AppLogger);
    context.useLogger(logger);
    context.enableShutdownHooks();
    const queues = Object.values(QUEUES).map((queue) => `${queue.name}×${queue.concurrency}`);
    logger.log(`Worker ready: queues ${queues.join(', ')}; ${startupFacts()}`);
    return context;
  }
  const app = await NestFactory.create<NestExpressApplication>(
    rootModule,
    new ExpressServerAdapter(appConfig().http),
    { bufferLogs: true, bodyParser: false },
  );
  configureApp(app);
  const { port } = appConfig();
  await app.listen(port);
  app
    .get(AppLogger)
    .log(`API (${role}) listening on port ${port}; docs at /docs; ${startupFacts()}`);
  return app;
}

/** What every process's one start-up line ends with. */
function startupFacts(): string {
  const { environment, logLevel } = appConfig();
  const bootSeconds = process.uptime().toFixed(1);
  return `AI provider ${aiConfig().provider}; ${environment}; log level ${logLevel}; ready in ${bootSeconds} s`;
}
