import { FORBIDDEN_TEXT } from 'src/common/errors/auth-texts';
import type { FieldIssue } from 'src/common/errors/field-issue';
import {
  type ErrorFamily,
  INTERNAL_ERROR_MESSAGE,
  type Problem,
  type RenderedError,
} from 'src/common/errors/problem';

const NON_FIELD = 'non_field_errors';

const errorBody = (status: number, message: Record<string, string[]>): RenderedError => ({
  status,
  body: { error: { code: status, message } },
});

/** Field messages keyed by the dotted path inside the input (`questions.0.max_marks`). */
function byField(issues: FieldIssue[]): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.loc.slice(1).join('.') || NON_FIELD;
    (messages[key] ??= []).push(issue.msg);
  }
  return messages;
}

/** Exams, assignments, rubrics, webhooks: Django REST framework's `error` envelope and 403s. */
export const codeFamily: ErrorFamily = {
  name: 'code',
  render(problem: Problem): RenderedError {
    switch (problem.kind) {
      case 'validation':
        return errorBody(400, byField(problem.issues));
      case 'malformed_body':
        return errorBody(400, { [NON_FIELD]: [`JSON parse error - ${problem.message}`] });
      case 'unauthenticated':
        return { status: 403, body: { detail: FORBIDDEN_TEXT[problem.reason] } };
      case 'error':
        return errorBody(problem.status, { [problem.field ?? NON_FIELD]: [problem.message] });
      case 'internal':
        return errorBody(500, { [NON_FIELD]: [INTERNAL_ERROR_MESSAGE] });
    }
  },
};
