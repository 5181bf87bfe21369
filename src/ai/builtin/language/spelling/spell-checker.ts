import nspell from 'nspell';
import type { SpellingFinding } from 'src/ai/ports/writing-assessment.port';
import { FastSuggest } from 'src/ai/builtin/language/spelling/fast-suggest';
import { bestSuggestion } from 'src/ai/builtin/language/spelling/rank-suggestions';
import {
  marksVariety,
  otherSpelling,
  type SpellingVariants,
  type Variety,
} from 'src/ai/builtin/language/spelling/spelling-variants';
import { isSentenceStart } from 'src/ai/builtin/language/text/sentence-start';
import type { TaggedText } from 'src/ai/builtin/language/text/tagged-text';

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
const ACRONYM = /^\p{Lu}{2,}s?$/u;
const CAPITALISED = /^\p{Lu}/u;
const TITLE_BEFORE = /\b(?:Mr|Mrs|Ms|Dr|Prof|St)\.?\s+$/;
const UNCHECKED_TYPES = new Set(['url', 'email', 'hashtag', 'mention', 'emoticon', 'emoji']);
// Suggesting takes milliseconds a word (see fast-suggest.ts); learners repeat the same misspellings.
const SUGGESTION_CACHE_SIZE = 5000;
/** Standard words both Hunspell lists lack ("themself" would become "thyself"; "don'ts"). */
const MISSING_WORDS = ['themself', "don'ts"];

/** A word spelt the way only one of the two dictionaries accepts, with its other spelling. */
export interface VariantSpelling {
  word: string;
  offset: number;
  variety: Variety;
  british: string;
  american: string;
  /** False for "-ize" words, which British (Oxford) spelling uses as well. */
  marksVariety: boolean;
}

export interface SpellingResult {
  findings: SpellingFinding[];
  variants: VariantSpelling[];
}

type Dictionary = ReturnType<typeof nspell>;

/**
 * nspell over Hunspell en_US and en_GB with learner-friendly skips: under `both` either accepts;
 * under `us` or `gb` the other spelling is reported.
 */
export class SpellChecker {
  private readonly suggestions = new Map<string, string[]>();
  private readonly suggester: FastSuggest;

  private constructor(
    private readonly american: Dictionary,
    private readonly british: Dictionary,
    readonly variants: SpellingVariants,
  ) {
    this.suggester = new FastSuggest(american);
  }

  static async create(variants: SpellingVariants = 'both'): Promise<SpellChecker> {
    const [{ default: us }, { default: gb }] = await Promise.all([
      import('dictionary-en'),
      import('dictionary-en-gb'),
    ]);
    const american = nspell({ aff: Buffer.from(us.aff), dic: Buffer.from(us.dic) });
    const british = nspell({ aff: Buffer.from(gb.aff), dic: Buffer.from(gb.dic) });
    for (const word of MISSING_WORDS) {
      american.add(word);
      british.add(word);
    }
    return new SpellChecker(american, british, variants);
  }

  /** Whether the configured variety (or either, under `both`) accepts the word. */
  accepts(word: string): boolean {
    if (this.variants === 'us') return this.american.correct(word);
    if (this.variants === 'gb') return this.british.correct(word);
    return this.american.correct(word) || this.british.correct(word);
  }

  /**
   * @param hints suggestions another checker already made, keyed by the word's offset; used
   * before nspell's slower search.
   */
  check(tagged: TaggedText, hints: ReadonlyMap<number, readonly string[]>): SpellingResult {
    const skipped = tagged.tokens.filter((token) => UNCHECKED_TYPES.has(token.type));
    const misspelt: { word: string; offset: number; suggestion: string | null }[] = [];
    const findings: SpellingFinding[] = [];
    const variants: VariantSpelling[] = [];
    for (const match of tagged.text.matchAll(WORD)) {
      const word = match[0];
      const offset = match.index;
      const end = offset + word.length;
      if (skipped.some((token) => token.start < end && offset < token.end)) continue;
      if (!this.isCheckable(tagged.text, word, offset, end)) continue;
      const normalised = word.replace(/’/g, "'");
      const inAmerican = this.american.correct(normalised);
      const inBritish = this.british.correct(normalised);
      if (inAmerican && inBritish) continue;
      if (inAmerican || inBritish) {
        const variant = this.variantOf(word, offset, inBritish ? 'british' : 'american');
        if (variant === null) continue; // a word of one variety only ("lorry"), not a spelling
        if (this.rejects(variant)) findings.push(wrongVariety(variant, this.variants));
        else variants.push(variant);
        continue;
      }
      if (this.isNegatedParticiple(normalised)) continue;
      const candidates = (hints.get(offset) ?? []).filter((hint) => this.accepts(hint));
      misspelt.push({
        word,
        offset,
        suggestion: bestSuggestion(
          word,
          candidates.length > 0 ? candidates : this.suggest(normalised),
        ),
      });
    }
    const variety = this.preferredVariety(variants);
    for (const { word, offset, suggestion } of misspelt) {
      const spelt = suggestion === null ? null : this.inVariety(suggestion, variety);
      findings.push({
        word,
        suggestion: spelt,
        offset,
        length: word.length,
        recommendation:
          spelt === null
            ? `"${word}" is not in the dictionary; check its spelling.`
            : `"${word}" is misspelled; write "${spelt}".`,
      });
    }
    return { findings: findings.sort((a, b) => a.offset - b.offset), variants };
  }

  private variantOf(word: string, offset: number, variety: Variety): VariantSpelling | null {
    const other =
      variety === 'british'
        ? otherSpelling(word, 'british', (w) => this.american.correct(w))
        : otherSpelling(word, 'american', (w) => this.british.correct(w));
    if (other === null) return null;
    const [british, american] = variety === 'british' ? [word, other] : [other, word];
    return {
      word,
      offset,
      variety,
      british,
      american,
      marksVariety: marksVariety(british.toLowerCase(), american.toLowerCase()),
    };
  }

  /**
   * "uncertified", "unreturned", "nonfluoridated": "un-" or "non-" before a past participle the
   * dictionary knows makes a regular word the lists do not hold.
   */
  private isNegatedParticiple(word: string): boolean {
    const stem = /^(?:un|non)(\p{Ll}{3,}ed)$/u.exec(word)?.[1];
    return stem !== undefined && this.accepts(stem);
  }

  private rejects(variant: VariantSpelling): boolean {
    return (
      (this.variants === 'us' && variant.variety === 'british') ||
      (this.variants === 'gb' && variant.variety === 'american' && variant.marksVariety)
    );
  }

  /**
   * A fix in the answer's spelling: rules build fixes from American lemmas, so "organizes" becomes
   * "organises".
   */
  respell(fix: string, variants: readonly VariantSpelling[]): string {
    if (this.preferredVariety(variants) === 'american') return fix;
    return fix.replace(WORD, (word) => this.inVariety(word, 'british'));
  }

  /** The variety suggestions are spelt in: the setting's, or under `both` the answer's own. */
  private preferredVariety(variants: readonly VariantSpelling[]): Variety {
    if (this.variants === 'us') return 'american';
    if (this.variants === 'gb') return 'british';
    const marking = variants.filter((variant) => variant.marksVariety);
    const british = marking.filter((variant) => variant.variety === 'british').length;
    return british > marking.length - british ? 'british' : 'american';
  }

  /** A suggestion from the en_US list respelt for a British answer ("color" → "colour"). */
  private inVariety(suggestion: string, variety: Variety): string {
    if (variety === 'american' || this.british.correct(suggestion)) return suggestion;
    return otherSpelling(suggestion, 'american', (w) => this.british.correct(w)) ?? suggestion;
  }

  private isCheckable(text: string, word: string, start: number, end: number): boolean {
    if (ACRONYM.test(word)) return false;
    // Letters glued to digits or symbols are codes and units ("3rd", "mp3", "user_name").
    if (/[\p{N}_@]/u.test(text[start - 1] ?? '') || /[\p{N}_@]/u.test(text[end] ?? '')) {
      return false;
    }
    // A capital inside a sentence, or after a title ("Mr. Bacchan"), marks a name, which no
    // dictionary can judge.
    if (CAPITALISED.test(word) && TITLE_BEFORE.test(text.slice(Math.max(0, start - 6), start))) {
      return false;
    }
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

/** Under `us` or `gb`: a correct word of the other variety, with its spelling in this one. */
function wrongVariety(variant: VariantSpelling, variants: SpellingVariants): SpellingFinding {
  const [wanted, spelt] =
    variants === 'us' ? ['American', variant.american] : ['British', variant.british];
  const other = variant.variety === 'british' ? 'British' : 'American';
  return {
    word: variant.word,
    suggestion: spelt,
    offset: variant.offset,
    length: variant.word.length,
    recommendation: `"${variant.word}" is the ${other} spelling; this answer is checked for ${wanted} spelling, so write "${spelt}".`,
  };
}
