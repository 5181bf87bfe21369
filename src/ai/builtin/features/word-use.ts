import type { WordToken } from 'src/ai/builtin/features/text-profile';

/**
 * log(1 + uses per 100 words) per lower-case word; everyday-word use tracks proficiency beyond the
 * named features.
 */
export function wordUse(words: readonly WordToken[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word.lower, (counts.get(word.lower) ?? 0) + 1);
  const per100 = words.length === 0 ? 0 : 100 / words.length;
  return new Map([...counts].map(([word, count]) => [word, Math.log1p(count * per100)]));
}
