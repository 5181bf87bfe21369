import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isModifier, isNoun } from 'src/ai/builtin/language/text/morphology';

/**
 * Nouns that are countable in every common sense, so a bare singular is wrong. Nouns with an
 * uncountable sense ("work", "life", "time", "school") are left out on purpose.
 */
const COUNTABLE = new Set([
  'advertisement',
  'apartment',
  'book',
  'car',
  'child',
  'city',
  'company',
  'computer',
  'country',
  'decision',
  'factory',
  'friend',
  'goal',
  'habit',
  'house',
  'idea',
  'job',
  'mistake',
  'movie',
  'opportunity',
  'person',
  'phone',
  'plan',
  'problem',
  'product',
  'question',
  'reason',
  'restaurant',
  'result',
  'situation',
  'solution',
  'student',
  'teacher',
  'trip',
  'village',
  'website',
]);
/** Words that introduce a noun phrase that needs its own determiner. */
const INTRODUCERS = new Set(['VERB', 'AUX', 'ADP']);
/** Prepositions that take bare nouns in set phrases ("by car", "per person", "kind of job"). */
const BARE_NOUN_PREPOSITIONS = new Set(['by', 'per', 'of', 'from', 'to', 'as']);

/** A singular countable noun needs an article: "I bought car" → "I bought a car". */
export const missingArticleRule: GrammarRule = {
  id: 'missing-article',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((noun, j) => {
        if (!isNoun(noun) || !COUNTABLE.has(noun.lower)) return [];
        if (isNoun(words[j + 1]) || words[j + 1]?.lower === "'s") return [];
        let i = j;
        while (isModifier(words[i - 1])) i--;
        const before = words[i - 1];
        if (!before || !INTRODUCERS.has(before.pos) || BARE_NOUN_PREPOSITIONS.has(before.lower)) {
          return [];
        }
        const phrase = tagged.text.slice(words[i].start, noun.end);
        const article = /^[aeiou]/i.test(phrase) ? 'an' : 'a';
        const advice = `"${noun.text}" is a countable noun; put an article before it.`;
        return [
          grammarFinding(
            tagged.text,
            words[i].start,
            noun.end,
            'ARTICLE',
            `${article} ${phrase}`,
            advice,
          ),
        ];
      }),
    );
  },
};
