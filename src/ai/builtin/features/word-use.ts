import type { WordToken } from 'src/ai/builtin/features/text-profile';

/**
 * How much the answer leans on each word: log(1 + uses per 100 words), keyed by the lower-case
 * form. The trait model reads it for a fixed list of everyday words (the most frequent in
 * SUBTLEX), whose use — connectives, pronouns, hedges, the verbs of simple sentences — tracks
 * proficiency beyond what the named features count.
 */
export function wordUse(words: readonly WordToken[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word.lower, (counts.get(word.lower) ?? 0) + 1);
  const per100 = words.length === 0 ? 0 : 100 / words.length;
  return new Map([...counts].map(([word, count]) => [word, Math.log1p(count * per100)]));
}
