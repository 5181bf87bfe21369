import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  statSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { LanguageFindings } from 'src/ai/builtin/language/language-checker';
import type { LanguageCheck } from 'src/ai/builtin/writing-analyser';

const ROOT = resolve(__dirname, '../..');
/** Kept in the repository's ignored `.cache/`, so refits survive a cleaned /tmp. */
export const FINDINGS_CACHE_DIR = join(ROOT, '.cache', 'writing-findings');

const CHECKER_SOURCES = [
  join(ROOT, 'src/ai/builtin/language'),
  join(ROOT, 'src/ai/builtin/nlp.ts'),
];
const CHECKER_PACKAGES = [
  'harper.js',
  'nspell',
  'dictionary-en',
  'dictionary-en-gb',
  'wink-nlp',
  'wink-eng-lite-web-model',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isDirectory()) {
    return readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || !entry.name.endsWith('.spec.ts'))
      .flatMap((entry) => filesUnder(join(path, entry.name)));
  }
  // Code and data only: a licence file beside the code changes no finding.
  return path.endsWith('.ts') || path.endsWith('.json') ? [path] : [];
}

/**
 * What the checker's findings depend on: its source files (tests excluded) and the versions of
 * the packages it runs. Any edit to the checker gives a new fingerprint, so a cache can never
 * serve findings of an older checker.
 */
export function checkerFingerprint(): string {
  const hash = createHash('sha1');
  for (const file of CHECKER_SOURCES.flatMap(filesUnder).sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of CHECKER_PACKAGES) {
    let version = 'absent';
    try {
      version = (
        JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
          version: string;
        }
      ).version;
    } catch {
      // Packages whose exports hide package.json: fall back to the lockfile entry below.
      const lock = join(ROOT, 'node_modules', name, 'package.json');
      if (existsSync(lock))
        version = (JSON.parse(readFileSync(lock, 'utf8')) as { version: string }).version;
    }
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest('hex').slice(0, 12);
}

/** The cache file for the checker as it is now in the working tree. */
export function defaultFindingsCacheFile(): string {
  return join(FINDINGS_CACHE_DIR, `${checkerFingerprint()}.json`);
}

/**
 * A checker that remembers findings by text hash in a file outside the repository's tracked
 * tree, so refits after a feature change skip the slow checker. New findings are written every
 * `saveEvery` checks and by `save()`, so an interrupted run keeps what it did.
 */
export function cachedChecker(checker: LanguageCheck, file: string, saveEvery = 100) {
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, LanguageFindings>)
    : {};
  const cache = new Map(Object.entries(stored));
  let unsaved = 0;
  let hits = 0;
  const save = (): void => {
    if (unsaved === 0) return;
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(Object.fromEntries(cache)));
    renameSync(partial, file);
    unsaved = 0;
  };
  return {
    async check(text: string): Promise<LanguageFindings> {
      const key = createHash('sha1').update(text).digest('hex');
      const hit = cache.get(key);
      if (hit) {
        hits += 1;
        return hit;
      }
      const findings = await checker.check(text);
      cache.set(key, findings);
      unsaved += 1;
      if (unsaved >= saveEvery) save();
      return findings;
    },
    save,
    stats: () => ({ file, entries: cache.size, hits }),
  };
}
