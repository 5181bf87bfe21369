import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';
import type { Synset } from 'src/ai/builtin/teaching/wordnet/word-net';

/**
 * How familiar a sense's best-known word is to a learner: SUBTLEX frequency of its rarest token
 * ("common fraction" is as familiar as "fraction"). WordNet lists kinds alphabetically, so
 * without this a Grade 7 worksheet would ask about "acylation" before "fermentation".
 */
export function familiarity(synset: Synset): number {
  return Math.max(
    ...synset.words.map((word) =>
      Math.min(
        ...word
          .toLowerCase()
          .split(/[\s-]+/)
          .map(wordFrequency),
      ),
    ),
  );
}

/** The `limit` most familiar senses, most familiar first; ties keep WordNet's order. */
export function mostFamiliar(synsets: readonly Synset[], limit: number): Synset[] {
  return synsets
    .map((synset, index) => ({ synset, index, score: familiarity(synset) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ synset }) => synset);
}
