import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import type { Params } from 'nestjs-pino';
import { type DestinationStream, stdSerializers } from 'pino';
import type { AppConfig } from 'src/config/app.config';

/** Paths that must never reach a log line, wherever they appear. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.secret_hash',
  '*.api_key',
];

/**
 * Error properties that carry the values of a failed query (mysql2's `sql` has them inlined,
 * TypeORM's `parameters` lists them): an essay or a student's name must not reach a log line
 * because the INSERT that held it failed. The message and the statement's shape stay.
 */
const QUERY_VALUES = ['parameters', 'sql', 'values'];

function errorWithoutValues(error: Error): Record<string, unknown> {
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  for (const key of QUERY_VALUES) delete serialized[key];
  const driver = serialized.driverError as Record<string, unknown> | undefined;
  if (driver && typeof driver === 'object') {
    serialized.driverError = Object.fromEntries(
      Object.entries(driver).filter(([key]) => !QUERY_VALUES.includes(key)),
    );
  }
  return serialized;
}

/**
 * The pino options of every process: JSON lines, the request id on each line written while
 * serving it, secrets redacted, and no request bodies, query strings or query values ever.
 * `destination` replaces stdout (tests read the lines).
 */
export function loggerParams(
  config: Pick<AppConfig, 'logLevel' | 'role'>,
  destination?: DestinationStream,
): Params {
  const options = {
    level: config.logLevel,
    genReqId: (request: IncomingMessage) => request.id,
    // On every line, set once: per-request `customProps` cost a child logger per request.
    base: {
      pid: process.pid,
      hostname: hostname(),
      service: 'evaluation-service',
      role: config.role,
    },
    autoLogging: {
      // Probes and scrapes every few seconds would drown the request log.
      ignore: (request: IncomingMessage) => /^\/(health|metrics)(\/|\?|$)/.test(request.url ?? ''),
    },
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: {
      req: (request: { id: unknown; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url?.split('?')[0],
      }),
      err: errorWithoutValues,
    },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
