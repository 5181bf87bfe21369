import { UNAUTHORIZED_TEXT } from 'src/common/errors/auth-texts';
import { pydanticDetail } from 'src/common/errors/field-issue';
import {
  type ErrorFamily,
  INTERNAL_ERROR_MESSAGE,
  type Problem,
  type RenderedError,
} from 'src/common/errors/problem';

/** Metadata, lesson plans, worksheets, action plans, ClassTrack: FastAPI's `detail` bodies. */
export const detailFamily: ErrorFamily = {
  name: 'detail',
  render(problem: Problem): RenderedError {
    switch (problem.kind) {
      case 'validation':
        return {
          status: 422,
          body: { detail: pydanticDetail(problem.issues) },
        };
      case 'malformed_body':
        return {
          status: 422,
          body: {
            detail: [
              {
                type: 'json_invalid',
                loc: ['body'],
                msg: 'JSON decode error',
                input: {},
                ctx: { error: problem.message },
              },
            ],
          },
        };
      case 'unauthenticated':
        return {
          status: 401,
          body: { message: UNAUTHORIZED_TEXT[problem.reason], data: {}, status: '' },
        };
      case 'error':
        return {
          status: problem.status,
          body: { detail: [{ msg: problem.message, ...problem.detail }] },
        };
      case 'internal':
        return { status: 500, body: { detail: [{ msg: INTERNAL_ERROR_MESSAGE }] } };
    }
  },
};
