import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { serializeError } from 'src/common/logging/error-serializer';
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
 * Pino options of every process: JSON lines with the request id, secrets redacted, never bodies or
 * query strings. `destination` replaces stdout (tests read the lines).
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
      err: serializeError,
    },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
