import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

/**
 * Nouns that take no "the" in general; "people" and "money" are left out, as "the" usually means
 * ones in mind.
 */
const GENERAL_NOUNS = new Set([
  'education',
  'happiness',
  'humanity',
  'knowledge',
  'mankind',
  'nature',
  'society',
  'success',
  'technology',
]);
/** Words after the noun that say which one is meant ("the people who", "the money of"). */
const NARROWING = new Set([
  'of',
  'who',
  'whom',
  'whose',
  'that',
  'which',
  'in',
  'from',
  'with',
  'on',
  'at',
  'for',
  'to',
  'around',
  'here',
  'there',
  'living',
  'i',
  'we',
  'you',
  'he',
  'she',
  'they',
  "'s",
]);
/**
 * Verbs that move or use a particular sum or thing: "the money has to come from taxes", "the
 * technology is used in hospitals" speak of one already in mind, not of money in general.
 */
const SPECIFIC_USES = new Set(['come', 'go', 'spend', 'use', 'raise', 'collect', 'waste']);
const SPECIFIC_REACH = 4;
/** Words before "the" that point at a known group ("all the people", "both the"). */
const POINTING = new Set(['all', 'both', 'half']);

/** General nouns take no article: "the society is changing" → "society is changing". */
export const genericNounArticleRule: GrammarRule = {
  id: 'generic-noun-article',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((the, i) => {
        const noun = words[i + 1];
        if (the.lower !== 'the' || !noun || !GENERAL_NOUNS.has(noun.lower)) return [];
        if (noun.pos !== 'NOUN' || POINTING.has(words[i - 1]?.lower ?? '')) return [];
        const after = words[i + 2];
        if (after && (NARROWING.has(after.lower) || after.pos === 'NOUN')) return [];
        const following = words.slice(i + 2, i + 2 + SPECIFIC_REACH);
        if (following.some((word) => word.pos === 'VERB' && SPECIFIC_USES.has(word.lemma))) {
          return [];
        }
        const advice = `"${noun.text}" means ${noun.lower} in general here, so it takes no "the".`;
        return [grammarFinding(tagged.text, the.start, noun.start, 'ARTICLE', '', advice)];
      }),
    );
  },
};
