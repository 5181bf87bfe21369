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
 * Words before "other" that let it take a singular ("the other driver", "any other person");
 * with none, "other" counts a plural ("with other driver" → "drivers").
 */
const OTHER_SINGULAR_BEFORE = new Set(['DET', 'PRON', 'NUM']);

interface Counted {
  from: number;
  /** Only nouns countable in every sense are checked ("a lot of project", not "a lot of time"). */
  countable?: boolean;
  /** The noun must follow at once: "most student", but "most beautiful city" is a superlative. */
  direct?: boolean;
}

/**
 * Where the counted noun starts: after "many", "these", "few", a number, "one of the/my …", "a
 * lot of" or "a number of" (which take uncountable nouns too, so only `countable` nouns are
 * checked after them), and "most", "all" or a bare "other" before a countable noun.
 */
function countedFrom(words: Token[], i: number): Counted | null {
  const word = words[i];
  const before = words[i - 1];
  if (QUANTIFIERS.has(word.lower) && before?.lower !== 'a') return { from: i + 1 };
  if (word.lower === 'few' || isCount(words, i)) return { from: i + 1 };
  if (
    word.lower === 'one' &&
    words[i + 1]?.lower === 'of' &&
    POSSESSIVES.has(words[i + 2]?.lower ?? '')
  ) {
    return { from: i + 3 };
  }
  if (['lot', 'lots', 'number'].includes(word.lower) && words[i + 1]?.lower === 'of') {
    return { from: i + 2, countable: true };
  }
  const superlative = before?.pos === 'DET';
  if ((word.lower === 'most' && !superlative) || word.lower === 'all') {
    return { from: i + 1, countable: true, direct: true };
  }
  if (word.lower === 'other' && !OTHER_SINGULAR_BEFORE.has(before?.pos ?? 'DET')) {
    return { from: i + 1, countable: true, direct: true };
  }
  return null;
}

/**
 * The counted noun from `from`, past its adjectives; a countable noun the tagger read as an
 * adjective ("many subject we get") counts when no noun follows it.
 */
function countedNoun(words: Token[], from: number, direct: boolean): Token | undefined {
  if (direct) return words[from];
  let j = from;
  while (isModifier(words[j])) j++;
  const last = words[j - 1];
  if (j > from && !isNoun(words[j]) && COUNTABLE_NOUNS.has(last.lower)) return last;
  return words[j];
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
        const noun = countedNoun(words, counted.from, counted.direct === true);
        if (noun === undefined) return [];
        const j = words.indexOf(noun);
        const taggedNoun = noun.pos === 'ADJ' || isNoun(noun);
        if (!taggedNoun || !isSingularNoun(noun) || UNCOUNTABLE_NOUNS.has(noun.lower)) return [];
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
