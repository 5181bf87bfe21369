import { errorFamilyFor } from 'src/common/errors/error-families';
import type { Problem } from 'src/common/errors/problem';

const missingName: Problem = {
  kind: 'validation',
  issues: [
    {
      loc: ['body', 'evaluation_text', 0, 'question_id'],
      type: 'missing',
      msg: 'Field required',
      input: {},
    },
  ],
};
const notFound: Problem = { kind: 'error', status: 404, message: 'Evaluation report not found' };
const expired: Problem = { kind: 'unauthenticated', reason: 'expired' };
const failedJob: Problem = {
  kind: 'error',
  status: 400,
  message: 'Generation failed',
  detail: { id: 'job-1', status: 'Failed' },
};
const duplicate: Problem = { kind: 'error', status: 400, message: 'Webhook already exists' };
const keyed: Problem = {
  kind: 'error',
  status: 400,
  message: 'Must start with https://',
  field: 'endpoint_url',
};

const render = (path: string, problem: Problem) => errorFamilyFor(path).render(problem);

describe('error families (docs/api-contract.md §1)', () => {
  it('picks the family by path prefix, on segment boundaries', () => {
    expect(errorFamilyFor('/token').name).toBe('token');
    expect(errorFamilyFor('/v1/toefl/evaluation/abc').name).toBe('evaluation-toefl');
    expect(errorFamilyFor('/v1/ielts/evaluation').name).toBe('evaluation');
    expect(errorFamilyFor('/v1/evaluation/').name).toBe('evaluation');
    expect(errorFamilyFor('/webhooks/v1/webhook/').name).toBe('code');
    expect(errorFamilyFor('/rubrics/v1/rubric/').name).toBe('code');
    expect(errorFamilyFor('/lesson-plan/v1/metadata').name).toBe('detail');
    expect(errorFamilyFor('/tokenizer').name).toBe('detail');
    expect(errorFamilyFor('/health/ready').name).toBe('detail');
  });

  describe('token', () => {
    it('renders validation as 422 detail items and the rest in the status_code envelope', () => {
      expect(render('/token', missingName).status).toBe(422);
      expect(
        render('/token', { kind: 'error', status: 401, message: 'Incorrect username or password' }),
      ).toEqual({
        status: 401,
        body: { message: 'Incorrect username or password', data: {}, status: '', status_code: 401 },
      });
    });
  });

  describe('evaluation', () => {
    it('renders TOEFL field errors as 422 detail with string locs', () => {
      expect(render('/v1/toefl/evaluation', missingName)).toEqual({
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'evaluation_text', '0', 'question_id'],
              msg: 'Field required',
              type: 'missing',
            },
          ],
        },
      });
    });

    it('renders IELTS and generic field errors as 400 Invalid request body', () => {
      const rendered = render('/v1/ielts/evaluation', missingName);
      expect(rendered.status).toBe(400);
      expect(rendered.body).toMatchObject({
        error: 'Invalid request body',
        details: [{ type: 'missing' }],
      });
    });

    it('renders domain errors as {error} and auth failures as the 401 envelope', () => {
      expect(render('/v1/ielts/evaluation/x', notFound)).toEqual({
        status: 404,
        body: { error: 'Evaluation report not found' },
      });
      expect(render('/v1/evaluation/', expired)).toEqual({
        status: 401,
        body: { message: 'Token has expired', data: {}, status: '' },
      });
    });
  });

  describe('detail', () => {
    it('renders validation as 422 with the pydantic item shape', () => {
      expect(render('/worksheet/v1/metadata', missingName)).toEqual({
        status: 422,
        body: {
          detail: [
            {
              type: 'missing',
              loc: ['body', 'evaluation_text', 0, 'question_id'],
              msg: 'Field required',
              input: {},
            },
          ],
        },
      });
    });

    it('carries the id and status of a failed job in the item', () => {
      expect(render('/lesson-plan/v1/metadata/job-1', failedJob)).toEqual({
        status: 400,
        body: { detail: [{ msg: 'Generation failed', id: 'job-1', status: 'Failed' }] },
      });
    });

    it('answers an expired token with 401', () => {
      expect(render('/class-track/v1/analysis', expired).status).toBe(401);
    });
  });

  describe('code', () => {
    it('answers token problems with 403 and a detail string', () => {
      expect(render('/webhooks/v1/webhook/', expired)).toEqual({
        status: 403,
        body: { detail: 'Token is expired' },
      });
      expect(render('/rubrics/v1/rubric/', { kind: 'unauthenticated', reason: 'missing' })).toEqual(
        {
          status: 403,
          body: { detail: 'Authentication credentials were not provided.' },
        },
      );
    });

    it('keys messages by field, or under non_field_errors', () => {
      expect(render('/webhooks/v1/webhook/', keyed).body).toEqual({
        error: { code: 400, message: { endpoint_url: ['Must start with https://'] } },
      });
      expect(render('/webhooks/v1/webhook/', duplicate).body).toEqual({
        error: { code: 400, message: { non_field_errors: ['Webhook already exists'] } },
      });
      expect(render('/evaluation-platform/v1/exam/', missingName)).toEqual({
        status: 400,
        body: {
          error: { code: 400, message: { 'evaluation_text.0.question_id': ['Field required'] } },
        },
      });
    });
  });

  it('never leaks internals in a 500, whatever the family', () => {
    for (const path of [
      '/token',
      '/v1/toefl/evaluation',
      '/metadata/v1/board',
      '/webhooks/v1/webhook/',
    ]) {
      const rendered = render(path, { kind: 'internal' });
      expect(rendered.status).toBe(500);
      expect(JSON.stringify(rendered.body)).toContain('Internal server error');
    }
  });
});
