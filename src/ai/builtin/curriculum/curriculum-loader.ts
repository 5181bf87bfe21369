import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CurriculumFile, CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { curriculumProblems } from 'src/ai/builtin/curriculum/curriculum-rules';

/** The curriculum shipped with the service (copied to dist/ by nest-cli's assets). */
export const SHIPPED_CURRICULUM_DIR = join(__dirname, 'data');

/** A curriculum file that cannot be loaded; the message names the file and the place in it. */
export class CurriculumFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CurriculumFileError';
  }
}

/** Every `.json` file under `dir`, sorted so the load order (and any error) is the same each time. */
export function curriculumFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new CurriculumFileError(`Curriculum directory ${dir} does not exist`);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith('.json') && statSync(path).isFile())
    .sort();
}

function parse(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CurriculumFileError(`Curriculum file ${path} is not JSON: ${reason}`);
  }
}

/**
 * Reads and checks one file; `seen` holds the ids loaded so far. Throws a CurriculumFileError
 * listing the first problems (file, JSON pointer, message) when the file breaks a rule.
 */
export function loadCurriculumFile(path: string, seen = new Set<string>()): CurriculumTopic[] {
  const data = parse(path);
  const problems = curriculumProblems(data, seen);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).map((problem) => `  ${problem.path}: ${problem.message}`);
    const more = problems.length > 5 ? [`  … and ${problems.length - 5} more`] : [];
    throw new CurriculumFileError(
      [`Curriculum file ${path} is invalid:`, ...shown, ...more].join('\n'),
    );
  }
  return (data as CurriculumFile).topics;
}

/**
 * The whole curriculum: the shipped files, then the operator's directory (CURRICULUM_DIR) when one
 * is set. An operator's topic may not reuse a shipped id: it adds, it does not replace.
 */
export function loadCurriculum(
  operatorDir: string | null,
  shippedDir = SHIPPED_CURRICULUM_DIR,
): CurriculumTopic[] {
  const seen = new Set<string>();
  const dirs = [shippedDir, ...(operatorDir ? [operatorDir] : [])];
  return dirs.flatMap((dir) =>
    curriculumFiles(dir).flatMap((path) => loadCurriculumFile(path, seen)),
  );
}

/** A file's name relative to the directory it was found in, for messages. */
export function shortName(dir: string, path: string): string {
  return relative(dir, path) || path;
}
