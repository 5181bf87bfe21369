import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type Metrics, UNMATCHED_ROUTE } from 'src/common/metrics/metrics.service';

/**
 * Times every request, even those refused before routing, labelled by route template so ids are not
 * label values.
 */
export function httpMetricsMiddleware(metrics: Metrics): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpRequest(request.method, routeTemplate(request), response.statusCode, seconds);
    });
    next();
  };
}

/**
 * The route Nest mounts app-wide middleware on (`forRoutes('*')`, the request logger's), in
 * Express 5's syntax: the only route an unknown path passes.
 */
const APP_WIDE_PATH = '/{*path}';

/**
 * The matched route's path as declared, under the router it is mounted at (Bull Board's). A
 * route declared with several paths (the board's entry page) is labelled with all of them.
 */
export function routeTemplate(request: Pick<Request, 'route' | 'baseUrl'>): string {
  const path = (request.route as { path?: unknown } | undefined)?.path;
  const declared = Array.isArray(path) ? path.filter((item) => typeof item === 'string') : [path];
  if (declared.length === 0 || typeof declared[0] !== 'string') return UNMATCHED_ROUTE;
  if (!request.baseUrl && declared.every((item) => item === APP_WIDE_PATH)) return UNMATCHED_ROUTE;
  return declared.map((item) => `${request.baseUrl ?? ''}${String(item)}`).join(',');
}
