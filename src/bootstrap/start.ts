import { type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AllInOneModule, ApiModule, WorkerModule } from 'src/app.module';
import { checkMysql, checkRedis } from 'src/bootstrap/preflight';
import { type AppRole, appConfig } from 'src/config/app.config';
import { configureApp } from 'src/common/http/configure-app';

const HTTP_MODULE_BY_ROLE: Record<Exclude<AppRole, 'worker'>, Type> = {
  all: AllInOneModule,
  api: ApiModule,
};

/** Starts one process of the given role after checking that MySQL and Redis answer. */
export async function start(role: AppRole): Promise<INestApplicationContext> {
  await Promise.all([checkMysql(), checkRedis()]);
  if (role === 'worker') {
    const context = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
    context.useLogger(context.get(Logger));
    context.enableShutdownHooks();
    context.get(Logger).log('Worker started');
    return context;
  }
  const app = await NestFactory.create<NestExpressApplication>(HTTP_MODULE_BY_ROLE[role], {
    bufferLogs: true,
    bodyParser: false,
  });
  configureApp(app);
  const { port } = appConfig();
  await app.listen(port);
  app.get(Logger).log(`API (${role}) listening on port ${port}; docs at /docs`);
  return app;
}
