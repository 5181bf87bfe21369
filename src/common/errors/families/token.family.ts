import { UNAUTHORIZED_TEXT } from 'src/common/errors/auth-texts';
import { pydanticDetail } from 'src/common/errors/field-issue';
import {
  type ErrorFamily,
  INTERNAL_ERROR_MESSAGE,
  type Problem,
  type RenderedError,
} from 'src/common/errors/problem';

const envelope = (status: number, message: string): RenderedError => ({
  status,
  body: { message, data: {}, status: '', status_code: status },
});

/** `POST /token`: 422 `detail` items for bad input, the `status_code` envelope for the rest. */
export const tokenFamily: ErrorFamily = {
  name: 'token',
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
            detail: [{ type: 'value_error', loc: ['body'], msg: problem.message, input: null }],
          },
        };
      case 'unauthenticated':
        return envelope(401, UNAUTHORIZED_TEXT[problem.reason]);
      case 'error':
        return envelope(problem.status, problem.message);
      case 'internal':
        return envelope(500, INTERNAL_ERROR_MESSAGE);
    }
  },
};
