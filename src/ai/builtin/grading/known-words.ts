import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';
import { nounBaseForms, WordNet } from 'src/ai/builtin/language/wordnet/word-net';

/** A word this common is one as written, even when WordNet lacks it ("the", "from", "they"). */
const COMMON_AS_WRITTEN = 20_000;
/** A repair may land on a less common word; subtitle counts carry misreads below this. */
const COMMON_REPAIR = 1_000;

/** Verb and adjective endings WordNet's lookups do not strip ("tilted", "longer", "made"). */
const ENDINGS: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/ied$/, 'y'],
  [/(\w)\1(?:ed|ing|er|est)$/, '$1'],
  [/(?:ed|ing|er|est|s|es)$/, ''],
  [/(?:d|r|st)$/, ''],
  [/ing$/, 'e'],
];

/**
 * Whether a word is English as a reader knows it: WordNet's nouns, verbs and adjectives (with
 * their inflections), the commonest words of all, and the words of the question and its scheme.
 */
export class KnownWords {
  private static process?: KnownWords;

  constructor(
    private readonly wordnet: WordNet = WordNet.shared(),
    private readonly reference: ReadonlySet<string> = new Set(),
  ) {}

  static shared(): KnownWords {
    return (KnownWords.process ??= new KnownWords());
  }

  /** The same words and those of a question and its scheme ("Indus", "chlorophyll"). */
  withWordsOf(text: string): KnownWords {
    const words = new Set(this.reference);
    for (const [word] of text.matchAll(/\p{L}+/gu)) words.add(word.toLowerCase());
    return new KnownWords(this.wordnet, words);
  }

  /** Whether a word as written is one (a reading that needs no repair). */
  async has(word: string): Promise<boolean> {
    const lower = word.toLowerCase();
    if (this.reference.has(lower) || wordFrequency(lower) >= COMMON_AS_WRITTEN) return true;
    return /^\p{L}+$/u.test(lower) && this.inWordNet(lower);
  }

  /** The likeliest known word of some readings (the question's words first); null for none. */
  async best(readings: readonly string[]): Promise<string | null> {
    const known = await Promise.all(
      readings.map(async (reading) => {
        const lower = reading.toLowerCase();
        if (!/^\p{L}+$/u.test(lower)) return null;
        if (this.reference.has(lower)) return { reading, rank: Number.MAX_SAFE_INTEGER };
        const frequency = wordFrequency(lower);
        // WordNet's rarest entries ("iol", "lam") are no likelier than the misread itself.
        if (frequency >= COMMON_REPAIR || (frequency > 0 && (await this.inWordNet(lower)))) {
          return { reading, rank: frequency };
        }
        return null;
      }),
    );
    let best: { reading: string; rank: number } | null = null;
    for (const candidate of known) {
      if (candidate && (!best || candidate.rank > best.rank)) best = candidate;
    }
    return best?.reading ?? null;
  }

  private inWordNet(word: string): Promise<boolean> {
    return this.wordnet.remember(`known:${word}`, async () => {
      const forms = new Set([word, ...nounBaseForms(word)]);
      for (const [ending, base] of ENDINGS)
        if (ending.test(word)) forms.add(word.replace(ending, base));
      for (const form of forms) {
        if (form.length < 2) continue;
        const [nouns, verbs, adjectives] = await Promise.all([
          this.wordnet.nouns(form),
          this.wordnet.verbs(form),
          this.wordnet.rawSenses(form, 'a'),
        ]);
        if (nouns.length + verbs.length + adjectives.length > 0) return true;
      }
      return false;
    });
  }
}
