import type { INestApplication, ModuleMetadata } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { App } from 'supertest/types';
import { ApiModule } from 'src/api.module';
import { AllInOneModule } from 'src/app.module';
import { applyHttpPipeline } from 'src/common/http/configure-app';
import { ExpressServerAdapter } from 'src/common/http/express-server.adapter';
import { AppLogger } from 'src/common/logging/app-logger';
import { loggerParams } from 'src/common/logging/logger-params';
import { appConfig } from 'src/config/app.config';
import { setupSwagger } from 'src/common/swagger/setup-swagger';

export interface TestApp {
  app: INestApplication;
  http: App;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** `api` leaves the queues to worker processes the test starts itself. Default `all`. */
  role?: 'all' | 'api';
  /** Modules a test adds beside the app, e.g. a family defined only in test code. */
  imports?: NonNullable<ModuleMetadata['imports']>;
  /** Every log line of the app (pino's and Nest's), at debug level, goes here instead of stdout. */
  logs?: DestinationStream;
}

/**
 * The real application (API and workers in one process, as `APP_ROLE=all`) against the run's
 * MySQL database and Redis prefix, with the same HTTP pipeline and API docs as `main.ts`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const builder = Test.createTestingModule({
    imports: [options.role === 'api' ? ApiModule : AllInOneModule, ...(options.imports ?? [])],
  });
  if (options.logs) {
    builder
      .overrideProvider(PARAMS_PROVIDER_TOKEN)
      .useValue(loggerParams({ ...appConfig(), logLevel: 'debug' }, options.logs));
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication(new ExpressServerAdapter(appConfig().http), {
    bodyParser: false,
    logger: false,
  });
  if (options.logs) app.useLogger(app.get(AppLogger));
  applyHttpPipeline(app);
  setupSwagger(app);
  await app.init();
  return { app, http: app.getHttpServer() as App, close: () => app.close() };
}
