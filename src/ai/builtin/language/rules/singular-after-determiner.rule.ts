import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import {
  isModifier,
  isNoun,
  isPluralNoun,
  withCaseOf,
} from 'src/ai/builtin/language/text/morphology';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

const SINGULAR_DETERMINERS = new Set(['a', 'an', 'each', 'every', 'another', 'this']);
/** Singular nouns that end in -s. */
const SINGULAR_IN_S = new Set([
  'means',
  'series',
  'species',
  'news',
  'physics',
  'mathematics',
  'economics',
  'politics',
  'statistics',
  'ethics',
  'athletics',
  'headquarters',
]);

/**
 * Plurals without "-s" and their singular; "a people" (a nation) is a word, so only "each" and
 * "every" correct it. Other such plurals ("police", "staff") have no one-word singular.
 */
const SINGULAR_OF: Record<string, string> = { people: 'person' };
const COUNT_ONE = new Set(['each', 'every']);

/** Words after "this animals" that only a plural subject or object can have before them. */
const AFTER_PLURAL_PHRASE = new Set(['AUX', 'PART', 'PUNCT']);

/**
 * Whether an -s word after "this" may be its verb ("This changes everything"), which the tagger
 * reads as a plural noun.
 */
function mayBeVerbAfterThis(before: Token | undefined, after: Token | undefined): boolean {
  if (before?.pos === 'ADP') return false;
  return after !== undefined && !AFTER_PLURAL_PHRASE.has(after.pos);
}

/**
 * "a", "each", "every" count one: "every days" → "every day", "a friends" → "a friend".
 * Before a plural, "this" is the word to change: "this animals" → "these animals".
 */
export const singularAfterDeterminerRule: GrammarRule = {
  id: 'singular-after-determiner',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((determiner, i) => {
        if (!SINGULAR_DETERMINERS.has(determiner.lower) || determiner.pos !== 'DET') return [];
        let j = i + 1;
        while (isModifier(words[j])) j++;
        const noun = words[j];
        if (!isNoun(noun) || !isPluralNoun(noun) || SINGULAR_IN_S.has(noun.lower)) return [];
        // "a sports car", "this students' club": the plural word modifies what follows.
        if (isNoun(words[j + 1]) || words[j + 1]?.text === "'") return [];
        if (determiner.lower === 'this') {
          if (j === i + 1 && mayBeVerbAfterThis(words[i - 1], words[j + 1])) return [];
          // "this animals": learners mean the plural, so "this" becomes "these".
          const phrase = tagged.text.slice(determiner.end, noun.end);
          const these = `${withCaseOf(determiner.text, 'these')}${phrase}`;
          const advice = `"${noun.text}" is plural, so write "these" instead of "this".`;
          return [
            grammarFinding(tagged.text, determiner.start, noun.end, 'NOUN_NUMBER', these, advice),
          ];
        }
        let singular = withCaseOf(noun.text, noun.lemma);
        if (noun.lower === noun.lemma) {
          if (!SINGULAR_OF[noun.lower] || !COUNT_ONE.has(determiner.lower)) return [];
          singular = withCaseOf(noun.text, SINGULAR_OF[noun.lower]);
        }
        const advice = `After "${determiner.text}", use the singular noun.`;
        return [grammarFinding(tagged.text, noun.start, noun.end, 'NOUN_NUMBER', singular, advice)];
      }),
    );
  },
};
