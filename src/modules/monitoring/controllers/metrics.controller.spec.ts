import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { applyHttpPipeline } from 'src/common/http/configure-app';
import { Metrics } from 'src/common/metrics/metrics.service';
import { type MetricsConfig, metricsConfig } from 'src/config/metrics.config';
import { MetricsController } from 'src/modules/monitoring/controllers/metrics.controller';

describe('GET /metrics (real pipeline and filter)', () => {
  const TOKEN = 'scrape-token-0123456789';

  async function appWith(config: Partial<MetricsConfig>): Promise<INestApplication> {
    const moduleRef = await Test.createTestingModule({
      controllers: [MetricsController],
      providers: [
        Metrics,
        {
          provide: metricsConfig.KEY,
          useValue: { enabled: true, token: null, workerPort: null, ...config },
        },
      ],
    }).compile();
    const app = applyHttpPipeline(
      moduleRef.createNestApplication({ bodyParser: false, logger: false }),
    );
    return app.init();
  }

  it('serves the registry in Prometheus text format, process metrics included', async () => {
    const app = await appWith({});
    try {
      const response = await request(app.getHttpServer() as App)
        .get('/metrics')
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
      expect(response.text).toContain('# TYPE evs_http_request_duration_seconds histogram');
      expect(response.text).toContain('# TYPE process_cpu_seconds_total counter');
      expect(response.text).toMatch(
        /evs_fallbacks_total\{dependency="redis",fallback="daily_limit_open"\} 0/,
      );
    } finally {
      await app.close();
    }
  });

  it('asks for METRICS_TOKEN as a bearer token when one is set', async () => {
    const app = await appWith({ token: TOKEN });
    try {
      const http = () => request(app.getHttpServer() as App).get('/metrics');
      await http().expect(401, {
        message: 'Authorization header is missing',
        data: {},
        status: '',
      });
      await http()
        .set('Authorization', 'Bearer not-the-token-at-all')
        .expect(401, { message: 'Could not validate credentials', data: {}, status: '' });
      await http().set('Authorization', `Bearer ${TOKEN}`).expect(200);
    } finally {
      await app.close();
    }
  });

  it('is an unknown path with METRICS_ENABLED=false', async () => {
    const app = await appWith({ enabled: false });
    try {
      await request(app.getHttpServer() as App)
        .get('/metrics')
        .expect(404, { detail: [{ msg: 'Not Found' }] });
    } finally {
      await app.close();
    }
  });
});
