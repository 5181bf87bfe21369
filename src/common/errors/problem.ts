import type { FieldIssue } from 'src/common/errors/field-issue';

export type AuthFailure = 'missing' | 'invalid' | 'expired';

/**
 * What went wrong, independent of how a family renders it. The filter turns any exception into
 * one of these; each family renderer turns it into a status and a body.
 */
export type Problem =
  | { kind: 'validation'; issues: FieldIssue[] }
  | { kind: 'malformed_body'; message: string }
  | { kind: 'unauthenticated'; reason: AuthFailure }
  | {
      kind: 'error';
      status: number;
      message: string;
      field?: string;
      detail?: Record<string, unknown>;
    }
  | { kind: 'internal' };

export interface RenderedError {
  status: number;
  body: unknown;
}

export interface ErrorFamily {
  readonly name: string;
  render(problem: Problem): RenderedError;
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
