import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { HttpAdapterHost } from '@nestjs/core';
import request from 'supertest';
import { StartupError } from 'src/common/errors/startup.error';
import { Metrics } from 'src/common/metrics/metrics.service';
import type { MetricsConfig } from 'src/config/metrics.config';
import { WorkerMetricsServer } from 'src/modules/monitoring/services/worker-metrics-server.service';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('WorkerMetricsServer', () => {
  const serverFor = (config: Partial<MetricsConfig>, withHttpApi = false) =>
    new WorkerMetricsServer(
      new Metrics(),
      { enabled: true, token: null, workerPort: null, ...config },
      { httpAdapter: withHttpApi ? {} : undefined } as HttpAdapterHost,
    );

  it('serves GET /metrics on WORKER_METRICS_PORT and nothing else', async () => {
    const port = await freePort();
    const server = serverFor({ workerPort: port });
    await server.onApplicationBootstrap();
    try {
      const url = `http://127.0.0.1:${port}`;
      const scrape = await request(url).get('/metrics?x=1').expect(200);
      expect(scrape.text).toContain('# TYPE evs_jobs_total counter');
      await request(url)
        .get('/')
        .expect(404, { detail: [{ msg: 'Not Found' }] });
      await request(url).post('/metrics').expect(404);
    } finally {
      await server.onApplicationShutdown();
    }
  });

  it.each([
    ['no port is set', { workerPort: null }, false],
    ['metrics are off', { enabled: false }, false],
    ['the process serves the HTTP API (APP_ROLE=all)', {}, true],
  ])('does not listen when %s', async (_case, config, withHttpApi) => {
    const port = await freePort();
    const server = serverFor({ workerPort: port, ...config }, withHttpApi);
    await server.onApplicationBootstrap();
    // The port is still free: listening on it works.
    const probe = createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, resolve);
    });
    await new Promise((resolve) => probe.close(resolve));
    await server.onApplicationShutdown();
  });

  it('refuses to start in one line naming WORKER_METRICS_PORT when the port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      await expect(serverFor({ workerPort: port }).onApplicationBootstrap()).rejects.toThrow(
        new StartupError(
          `Port ${port} is already in use; stop the other process or set WORKER_METRICS_PORT.`,
        ),
      );
    } finally {
      holder.close();
    }
  });
});
