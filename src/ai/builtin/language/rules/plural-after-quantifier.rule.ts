import { UNCOUNTABLE_NOUNS, COUNTABLE_NOUNS } from 'src/ai/builtin/language/lexicon/noun-classes';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';
import {
  isModifier,
  isNoun,
  isSingularNoun,
  pluralOf,
  withCaseOf,
} from 'src/ai/builtin/language/text/morphology';

const QUANTIFIERS = new Set(['many', 'several', 'various', 'numerous', 'both', 'these', 'those']);
/** Number words above one; "a hundred", "two thousand" only count when they end the number. */
const NUMBER_WORDS = new Set([
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twenty',
  'hundred',
  'thousand',
]);
/**
 * Mass nouns besides the shared uncountable list whose plural is not the fix after "many":
 * "many great music" needs "much" or "pieces of", not "musics".
 */
const MASS_NOUNS = new Set([
  'music',
  'money',
  'weather',
  'health',
  'happiness',
  'fun',
  'safety',
  'poverty',
  'electricity',
]);
/** Countable nouns that are also used uncountably after "a lot of" ("a lot of opportunity"). */
const ALSO_UNCOUNTABLE = new Set([
  'opportunity',
  'experience',
  'choice',
  'space',
  'room',
  'effort',
]);
const POSSESSIVES = new Set(['the', 'my', 'your', 'his', 'her', 'our', 'their', 'its']);

/** A number above one that counts what follows ("5 more person", "two year"), not part of "a 5-year". */
function isCount(words: Token[], i: number): boolean {
  const word = words[i];
  const count = NUMBER_WORDS.has(word.lower) || (/^\d+$/.test(word.text) && Number(word.text) > 1);
  const before = words[i - 1];
  // "a two year course", "4 0 0 hundred": the number is part of a bigger one or an adjective.
  return count && before?.lower !== 'a' && before?.type !== 'number' && before?.pos !== 'NUM';
}

/**
 * Where the counted noun starts: after "many", "these", "few", a number, "one of the/my …", or
 * "a lot of" (which takes uncountable nouns too, so only `countable` nouns are checked after it).
 */
function countedFrom(words: Token[], i: number): { from: number; countable?: boolean } | null {
  const word = words[i];
  if (QUANTIFIERS.has(word.lower) && words[i - 1]?.lower !== 'a') return { from: i + 1 };
  if (word.lower === 'few' || isCount(words, i)) return { from: i + 1 };
  if (
    word.lower === 'one' &&
    words[i + 1]?.lower === 'of' &&
    POSSESSIVES.has(words[i + 2]?.lower ?? '')
  ) {
    return { from: i + 3 };
  }
  if ((word.lower === 'lot' || word.lower === 'lots') && words[i + 1]?.lower === 'of') {
    return { from: i + 2, countable: true };
  }
  return null;
}

/**
 * Counted nouns are plural: "many problem" → "many problems", "one of the best thing" → "things",
 * "every few year" → "years", "two person" → "two people", "a lot of project" → "projects".
 */
export const pluralAfterQuantifierRule: GrammarRule = {
  id: 'plural-after-quantifier',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((quantifier, i) => {
        const counted = countedFrom(words, i);
        if (counted === null) return [];
        let j = counted.from;
        while (isModifier(words[j])) j++;
        const noun = words[j];
        if (!isNoun(noun) || !isSingularNoun(noun) || UNCOUNTABLE_NOUNS.has(noun.lower)) return [];
        if (MASS_NOUNS.has(noun.lower)) return [];
        // "both winning and losing", "both teacher and student": "both … and" joins two singulars.
        if (quantifier.lower === 'both' && words[j + 1]?.lower === 'and') return [];
        if (counted.countable && !COUNTABLE_NOUNS.has(noun.lower)) return [];
        if (counted.countable && ALSO_UNCOUNTABLE.has(noun.lower)) return [];
        // "many school buses": the last noun of a compound carries the number.
        if (isNoun(words[j + 1]) || words[j + 1]?.lower === "'s") return [];
        // "a 5 year-old boy", "ten year old": a hyphen or "old" makes the phrase an adjective.
        if (words[j + 1]?.text === '-' || words[j + 1]?.lower === 'old') return [];
        const plural = withCaseOf(noun.text, pluralOf(noun.lower));
        const advice = `After "${quantifier.text}", use the plural noun.`;
        return [grammarFinding(tagged.text, noun.start, noun.end, 'NOUN_NUMBER', plural, advice)];
      }),
    );
  },
};
