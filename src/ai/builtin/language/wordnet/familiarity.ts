import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';
import type { Synset, WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** Senses that are not their word's first meaning ("association" the chemical process) count this much. */
const SECONDARY_SENSE = 0.05;

/**
 * How familiar a sense's best-known word is to a learner: SUBTLEX frequency of its rarest token
 * ("common fraction" is as familiar as "fraction").
 */
export function wordFamiliarity(synset: Synset): number {
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

/**
 * The `limit` most familiar senses, most familiar first; ties keep WordNet's order. A common word
 * in a rare sense is not familiar ("mechanism" as a chemical process), so a sense that is not its
 * headword's first meaning is discounted. WordNet lists kinds alphabetically: without this a
 * Grade 7 worksheet would ask about "acylation" before "fermentation".
 */
export async function mostFamiliar(
  wordnet: WordNet,
  synsets: readonly Synset[],
  limit: number,
  /** Leave out senses that are not their headword's first meaning ("blade" as a young man). */
  primaryOnly = false,
): Promise<Synset[]> {
  const scored = [];
  for (const [index, synset] of synsets.entries()) {
    const senses = synset.pos === 'n' ? await wordnet.nouns(synset.words[0]) : [];
    const primary = senses.length === 0 || senses[0].id === synset.id;
    if (primaryOnly && !primary) continue;
    scored.push({
      synset,
      index,
      score: wordFamiliarity(synset) * (primary ? 1 : SECONDARY_SENSE),
    });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ synset }) => synset);
}
