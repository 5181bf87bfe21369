import { Body, Controller, Get, type INestApplication, Param, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { Request } from 'express';
import { applyHttpPipeline } from 'src/common/http/configure-app';
import { routeTemplate } from 'src/common/metrics/http-metrics.middleware';
import { Metrics } from 'src/common/metrics/metrics.service';
import { sampleValue } from 'test/support/metrics';

@Controller('things')
class ThingsController {
  @Get(':thingId')
  read(@Param('thingId') thingId: string) {
    return { thingId };
  }

  @Post()
  create(@Body() body: unknown) {
    return body;
  }
}

describe('HTTP request metrics (real pipeline)', () => {
  let app: INestApplication;
  let metrics: Metrics;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [ThingsController],
      providers: [Metrics],
    }).compile();
    app = applyHttpPipeline(moduleRef.createNestApplication({ bodyParser: false, logger: false }));
    await app.init();
    metrics = app.get(Metrics);
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer() as App);
  const count = async (labels: Record<string, string>) =>
    sampleValue(await metrics.scrape(), 'evs_http_request_duration_seconds_count', labels);

  it('labels a request with its route template and status, never with the ids in its URL', async () => {
    await http().get('/things/0a8f3c').expect(200);
    await http().get('/things/7b21e9').expect(200);
    expect(await count({ method: 'GET', route: '/things/:thingId', status_code: '200' })).toBe(2);
    expect(await metrics.scrape()).not.toMatch(/0a8f3c|7b21e9/);
  });

  it('counts unknown paths and bodies refused before routing under one "unmatched" route', async () => {
    await http().get('/nothing/here/42').expect(404);
    await http().post('/things').set('content-type', 'application/json').send('{"a":').expect(422);
    expect(await count({ route: 'unmatched', status_code: '404' })).toBe(1);
    expect(await count({ method: 'POST', route: 'unmatched', status_code: '422' })).toBe(1);
    expect(await metrics.scrape()).not.toContain('/nothing/here');
  });
});

describe('routeTemplate', () => {
  const of = (route: unknown, baseUrl = '') => routeTemplate({ route, baseUrl } as Request);

  it('prefixes the path of a mounted router and lists every path of a multi-path route', () => {
    expect(of({ path: '/static/{*path}' }, '/admin/queues')).toBe('/admin/queues/static/{*path}');
    expect(of({ path: ['/', '/queue/:queueName'] }, '/admin/queues')).toBe(
      '/admin/queues/,/admin/queues/queue/:queueName',
    );
  });

  it('says "unmatched" when no route matched', () => {
    expect(of(undefined)).toBe('unmatched');
    expect(of({ path: /regex/ })).toBe('unmatched');
    // Nest's app-wide middleware route: the only one an unknown path passes.
    expect(of({ path: '/{*path}' })).toBe('unmatched');
  });
});
