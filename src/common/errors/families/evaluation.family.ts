import { UNAUTHORIZED_TEXT } from 'src/common/errors/auth-texts';
import type { FieldIssue } from 'src/common/errors/field-issue';
import {
  type ErrorFamily,
  INTERNAL_ERROR_MESSAGE,
  type Problem,
  type RenderedError,
} from 'src/common/errors/problem';

export const INVALID_REQUEST_BODY = 'Invalid request body';

/** Evaluation clients expect every `loc` element as a string. */
const toDetailItem = ({ loc, msg, type }: FieldIssue) => ({ loc: loc.map(String), msg, type });

/**
 * `/v1/toefl`, `/v1/ielts`, `/v1/evaluation`: `{error}` bodies. TOEFL answers field errors with
 * 422 `detail`; IELTS and generic with 400 `Invalid request body` and `details`.
 */
export function evaluationFamily(options: { fieldErrorsAs422: boolean }): ErrorFamily {
  return {
    name: options.fieldErrorsAs422 ? 'evaluation-toefl' : 'evaluation',
    render(problem: Problem): RenderedError {
      switch (problem.kind) {
        case 'validation': {
          const items = problem.issues.map(toDetailItem);
          return options.fieldErrorsAs422
            ? { status: 422, body: { detail: items } }
            : { status: 400, body: { error: INVALID_REQUEST_BODY, details: items } };
        }
        case 'malformed_body':
          return { status: 400, body: { error: INVALID_REQUEST_BODY } };
        case 'unauthenticated':
          return {
            status: 401,
            body: { message: UNAUTHORIZED_TEXT[problem.reason], data: {}, status: '' },
          };
        case 'error':
          return { status: problem.status, body: { error: problem.message } };
        case 'internal':
          return { status: 500, body: { error: INTERNAL_ERROR_MESSAGE } };
      }
    },
  };
}
