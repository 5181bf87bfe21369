import nspell from 'nspell';
import type { SpellingFinding } from 'src/ai/ports/writing-assessment.port';
import { FastSuggest } from 'src/ai/builtin/language/spelling/fast-suggest';
import { bestSuggestion } from 'src/ai/builtin/language/spelling/rank-suggestions';
import { isSentenceStart } from 'src/ai/builtin/language/text/sentence-start';
import type { TaggedText } from 'src/ai/builtin/language/text/tagged-text';

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
const ACRONYM = /^\p{Lu}{2,}s?$/u;
const CAPITALISED = /^\p{Lu}/u;
const UNCHECKED_TYPES = new Set(['url', 'email', 'hashtag', 'mention', 'emoticon', 'emoji']);
// Suggesting takes milliseconds a word (see fast-suggest.ts); learners repeat the same misspellings.
const SUGGESTION_CACHE_SIZE = 5000;

/** Dictionary spelling check (nspell + Hunspell en_US) with learner-friendly skipping rules. */
export class SpellChecker {
  private readonly suggestions = new Map<string, string[]>();
  private readonly suggester: FastSuggest;

  private constructor(private readonly dictionary: ReturnType<typeof nspell>) {
    this.suggester = new FastSuggest(dictionary);
  }

  static async create(): Promise<SpellChecker> {
    const { default: dictionary } = await import('dictionary-en');
    return new SpellChecker(
      nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }),
    );
  }

  /**
   * @param hints suggestions another checker already made, keyed by the word's offset; used
   * before nspell's slower search.
   */
  check(tagged: TaggedText, hints: ReadonlyMap<number, readonly string[]>): SpellingFinding[] {
    const skipped = tagged.tokens.filter((token) => UNCHECKED_TYPES.has(token.type));
    const findings: SpellingFinding[] = [];
    for (const match of tagged.text.matchAll(WORD)) {
      const word = match[0];
      const offset = match.index;
      const end = offset + word.length;
      if (skipped.some((token) => token.start < end && offset < token.end)) continue;
      if (!this.isCheckable(tagged.text, word, offset, end)) continue;
      const normalised = word.replace(/’/g, "'");
      if (this.dictionary.correct(normalised)) continue;
      const candidates = (hints.get(offset) ?? []).filter((hint) => this.dictionary.correct(hint));
      const suggestion = bestSuggestion(
        word,
        candidates.length > 0 ? candidates : this.suggest(normalised),
      );
      findings.push({
        word,
        suggestion,
        offset,
        length: word.length,
        recommendation:
          suggestion === null
            ? `"${word}" is not in the dictionary; check its spelling.`
            : `"${word}" is misspelled; write "${suggestion}".`,
      });
    }
    return findings;
  }

  private isCheckable(text: string, word: string, start: number, end: number): boolean {
    if (ACRONYM.test(word)) return false;
    // Letters glued to digits or symbols are codes and units ("3rd", "mp3", "user_name").
    if (/[\p{N}_@]/u.test(text[start - 1] ?? '') || /[\p{N}_@]/u.test(text[end] ?? '')) {
      return false;
    }
    // A capital inside a sentence marks a name, which no dictionary can judge.
    return !(CAPITALISED.test(word) && !isSentenceStart(text, start) && word !== 'I');
  }

  private suggest(word: string): string[] {
    const key = word.toLowerCase();
    let found = this.suggestions.get(key);
    if (found === undefined) {
      found = this.suggester.suggest(word);
      if (this.suggestions.size >= SUGGESTION_CACHE_SIZE) {
        this.suggestions.delete(this.suggestions.keys().next().value as string);
      }
      this.suggestions.set(key, found);
    }
    return found;
  }
}
