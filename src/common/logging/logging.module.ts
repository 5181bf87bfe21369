import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppLogger } from 'src/common/logging/app-logger';
import { serializeError } from 'src/common/logging/error-serializer';
import { type AppConfig, appConfig } from 'src/config/app.config';

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

/** Structured JSON logs (pino) with the request id on every line written while serving it. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
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
            ignore: (request: IncomingMessage) =>
              /^\/(health|metrics)(\/|\?|$)/.test(request.url ?? ''),
          },
          redact: { paths: REDACTED, censor: '[redacted]' },
          serializers: {
            err: serializeError,
            req: (request: { id: unknown; method: string; url: string }) => ({
              id: request.id,
              method: request.method,
              url: request.url?.split('?')[0],
            }),
          },
        },
      }),
    }),
  ],
  providers: [AppLogger],
  exports: [AppLogger],
})
export class LoggingModule {}
