import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LanguageFindings } from 'src/ai/builtin/features/writing-features';
import type { LanguageCheck } from 'src/ai/builtin/writing-analyser';

/**
 * A checker that remembers findings by text hash in a file outside the repository, so refits
 * after a feature change skip the slow checker. Stale once the checker changes: delete the file.
 */
export function cachedChecker(checker: LanguageCheck, file: string) {
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, LanguageFindings>)
    : {};
  const cache = new Map(Object.entries(stored));
  return {
    async check(text: string): Promise<LanguageFindings> {
      const key = createHash('sha1').update(text).digest('hex');
      const hit = cache.get(key);
      if (hit) return hit;
      const findings = await checker.check(text);
      cache.set(key, findings);
      return findings;
    },
    save(): void {
      writeFileSync(file, JSON.stringify(Object.fromEntries(cache)));
    },
  };
}
