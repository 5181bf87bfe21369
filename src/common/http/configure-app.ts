import type { INestApplication } from '@nestjs/common';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AllExceptionsFilter } from 'src/common/errors/all-exceptions.filter';
import { guardParsedBody, translateBodyParserErrors } from 'src/common/http/body-parser-errors';
import { AppLogger } from 'src/common/logging/app-logger';
import { requestIdMiddleware } from 'src/common/http/request-id.middleware';
import { httpMetricsMiddleware } from 'src/common/metrics/http-metrics.middleware';
import { Metrics } from 'src/common/metrics/metrics.service';
import { setupSwagger } from 'src/common/swagger/setup-swagger';
import { AppValidationPipe } from 'src/common/validation/app-validation.pipe';
import { type CorsConfig, corsConfig } from 'src/config/cors.config';

/** JSON bodies up to 5 MB (docs/api-contract.md §9). */
const BODY_LIMIT = '5mb';

/**
 * The request pipeline of every process and HTTP test; needs `bodyParser: false` so the request id
 * comes first.
 */
export function applyHttpPipeline<T extends INestApplication>(app: T): T {
  const express = app as unknown as NestExpressApplication;
  express.disable('x-powered-by');
  caseSensitiveRouting(express);
  express.use(requestIdMiddleware);
  const metrics = optional(app, Metrics);
  if (metrics) express.use(httpMetricsMiddleware(metrics));
  // After the request id and the metrics, so that a preflight has an id and is counted too.
  const cors = corsOptions(optional<CorsConfig>(app, corsConfig.KEY) ?? corsConfig());
  if (cors) app.enableCors(cors);
  express.useBodyParser('json', { limit: BODY_LIMIT });
  express.useBodyParser('urlencoded', { extended: true, limit: BODY_LIMIT });
  express.use(translateBodyParserErrors);
  express.use(guardParsedBody);
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  return app;
}

/** What a browser may send cross-origin: the headers clients set on the API's requests. */
const CORS_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'x-request-id'];

/** Response headers a browser app may read besides the CORS-safelisted ones. */
const CORS_EXPOSED_HEADERS = [
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'Retry-After',
];

/**
 * CORS for exactly the origins `CORS_ORIGINS` lists (none: off). Tokens travel in `Authorization`,
 * so no credentials; preflights may be cached ten minutes.
 */
export function corsOptions(config: CorsConfig): CorsOptions | null {
  if (config.origins.length === 0) return null;
  return {
    origin: config.origins,
    methods: ['GET', 'HEAD', 'POST', 'PATCH'],
    allowedHeaders: CORS_REQUEST_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
    optionsSuccessStatus: 204,
  };
}

/** A provider of the app, or null in a test module that does not load it. */
function optional<T>(
  app: INestApplication,
  token: string | symbol | (new (...args: never[]) => T),
): T | null {
  try {
    return app.get<T>(token, { strict: false });
  } catch {
    return null;
  }
}

/**
 * Paths match case-sensitively, as errorFamilyFor() does. Nest makes Express's router before the
 * setting is read, so the router is told too.
 */
function caseSensitiveRouting(app: NestExpressApplication): void {
  app.set('case sensitive routing', true);
  // The router package reads `caseSensitive` per registration; @types/express does not list it.
  const { router } = app.getHttpAdapter().getInstance() as unknown as {
    router: { caseSensitive: boolean };
  };
  router.caseSensitive = true;
}

/** Everything `main.ts` adds on top: structured logs, shutdown hooks, Swagger. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  applyHttpPipeline(app);
  app.useLogger(app.get(AppLogger));
  app.enableShutdownHooks();
  setupSwagger(app);
  return app;
}
