import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..');
const SRC = join(ROOT, 'src');

/** Data catalogues, migrations and seeds are long by nature; everything else is split by concern. */
const LONG_FILES_ALLOWED = [
  /^src\/database\/migrations\//,
  /^src\/database\/seeds\//,
  /\.catalogue\.ts$/,
  /\/__fixtures__\//,
];
const MAX_FILE_LINES = 400;
const MAX_GRADING_FUNCTION_LINES = 80;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });

const files = sourceFiles(SRC).map((path) => ({
  path: relative(ROOT, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('the shape of the source tree', () => {
  it('keeps every source file under 400 lines, except data catalogues, migrations and seeds', () => {
    const long = files
      .filter(({ path }) => !LONG_FILES_ALLOWED.some((allowed) => allowed.test(path)))
      .filter(({ text }) => lineCount(text) > MAX_FILE_LINES)
      .map(({ path, text }) => `${path} (${lineCount(text)} lines)`);
    expect(long).toEqual([]);
  });

  it('keeps every grading function under 80 lines', () => {
    const long: string[] = [];
    for (const { path, text } of files.filter((file) =>
      file.path.startsWith('src/ai/builtin/grading/'),
    )) {
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          if (end - start + 1 > MAX_GRADING_FUNCTION_LINES) {
            const name = node.name?.getText(source) ?? '(anonymous)';
            long.push(`${path}:${start + 1} ${name} (${end - start + 1} lines)`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });

  it('uses each class name once across the modules', () => {
    const seen = new Map<string, string[]>();
    for (const { path, text } of files.filter((file) => file.path.startsWith('src/modules/'))) {
      for (const [, name] of text.matchAll(/^(?:export )?(?:abstract )?class (\w+)/gm)) {
        seen.set(name, [...(seen.get(name) ?? []), path]);
      }
    }
    const twice = [...seen].filter(([, paths]) => paths.length > 1);
    expect(twice).toEqual([]);
  });

  it('cites the API decisions from docs/api-contract.md, never from files outside the repository', () => {
    const citing = files
      .filter(({ text }) => /\b(?:SPEC|CONTRACT)\.md\b/.test(text))
      .map(({ path }) => path);
    expect(citing).toEqual([]);
  });
});
