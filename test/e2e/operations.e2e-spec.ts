import request from 'supertest';
import { createTestApp, type TestApp } from 'test/support/test-app';

describe('operations: health and API docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports liveness without a token', async () => {
    await request(t.http).get('/health/live').expect(200, { status: 'ok' });
  });

  it('reports readiness of MySQL and Redis', async () => {
    const response = await request(t.http).get('/health/ready').expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('serves Swagger UI and an OpenAPI document with the bearer scheme and the token form', async () => {
    const ui = await request(t.http).get('/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');

    const document = (await request(t.http).get('/docs-json').expect(200)).body;
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      oauth2: { type: 'oauth2', flows: { password: { tokenUrl: '/token' } } },
    });
    const token = document.paths['/token'].post;
    expect(Object.keys(token.requestBody.content)).toEqual(
      expect.arrayContaining(['application/x-www-form-urlencoded', 'multipart/form-data']),
    );
    expect(token.responses['401'].content['application/json'].example).toMatchObject({
      status_code: 401,
    });
    expect(document.paths['/metadata/v1/board'].get.security).toEqual([{ bearer: [] }]);
  });
});
