import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AllExceptionsFilter } from 'src/common/errors/all-exceptions.filter';
import { translateBodyParserErrors } from 'src/common/http/body-parser-errors';
import { requestIdMiddleware } from 'src/common/http/request-id.middleware';
import { setupSwagger } from 'src/common/swagger/setup-swagger';
import { AppValidationPipe } from 'src/common/validation/app-validation.pipe';

/** CONTRACT.md §9: JSON bodies up to 5 MB. */
const BODY_LIMIT = '5mb';

/**
 * HTTP wiring shared by `main.ts` and the e2e tests, so tests exercise the same pipeline.
 * The app must be created with `bodyParser: false`: the request id is assigned before parsing, so
 * even a malformed body gets an id and a family-shaped error.
 */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  app.disable('x-powered-by');
  app.use(requestIdMiddleware);
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { extended: true, limit: BODY_LIMIT });
  app.use(translateBodyParserErrors);
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  setupSwagger(app);
  return app;
}
