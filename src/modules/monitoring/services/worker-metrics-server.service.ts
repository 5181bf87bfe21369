import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { StartupError } from 'src/common/errors/startup.error';
import { UNAUTHORIZED_TEXT } from 'src/common/errors/auth-texts';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type MetricsConfig, metricsConfig } from 'src/config/metrics.config';
import { scrapeRefusal } from 'src/modules/monitoring/scrape-access';

/**
 * Workers serve no HTTP, so they answer `GET /metrics` on WORKER_METRICS_PORT (off unless set; not
 * in `APP_ROLE=all`).
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerMetricsServer.name);
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @Inject(metricsConfig.KEY) private readonly config: MetricsConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.workerPort;
    if (!this.config.enabled || port === null || this.adapterHost.httpAdapter) return;
    const server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new StartupError(
                `Port ${port} is already in use; stop the other process or set WORKER_METRICS_PORT.`,
              )
            : error,
        ),
      );
      server.listen(port, () => resolve());
    });
    this.server = server;
    this.logger.log(`Worker metrics on port ${port} (GET /metrics)`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      return json(response, 404, { detail: [{ msg: 'Not Found' }] });
    }
    const refusal = scrapeRefusal(request.headers.authorization, this.config.token);
    if (refusal) {
      return json(response, 401, { message: UNAUTHORIZED_TEXT[refusal], data: {}, status: '' });
    }
    try {
      const body = await this.metrics.scrape();
      response.writeHead(200, { 'content-type': this.metrics.contentType }).end(body);
    } catch (error) {
      this.logger.error({ err: error }, 'Could not collect metrics');
      json(response, 500, { detail: [{ msg: 'Internal Server Error' }] });
    }
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
