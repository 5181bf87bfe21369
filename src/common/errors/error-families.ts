import { codeFamily } from 'src/common/errors/families/code.family';
import { detailFamily } from 'src/common/errors/families/detail.family';
import { evaluationFamily } from 'src/common/errors/families/evaluation.family';
import { tokenFamily } from 'src/common/errors/families/token.family';
import type { ErrorFamily } from 'src/common/errors/problem';

/**
 * The one table that decides how a route's errors look, by path prefix (docs/api-contract.md §1).
 * Paths outside it (health, docs, unknown routes) use the `detail` family.
 */
const FAMILY_BY_PREFIX: ReadonlyArray<readonly [prefix: string, family: ErrorFamily]> = [
  ['/token', tokenFamily],
  ['/v1/toefl', evaluationFamily({ fieldErrorsAs422: true })],
  ['/v1/ielts', evaluationFamily({ fieldErrorsAs422: false })],
  ['/v1/evaluation', evaluationFamily({ fieldErrorsAs422: false })],
  ['/metadata', detailFamily],
  ['/lesson-plan', detailFamily],
  ['/worksheet', detailFamily],
  ['/action-plan', detailFamily],
  ['/class-track', detailFamily],
  ['/evaluation-platform', codeFamily],
  ['/assignment-evaluation', codeFamily],
  ['/rubrics', codeFamily],
  ['/webhooks', codeFamily],
  ['/privacy', codeFamily],
];

export function errorFamilyFor(path: string): ErrorFamily {
  const match = FAMILY_BY_PREFIX.find(
    ([prefix]) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return match?.[1] ?? detailFamily;
}
