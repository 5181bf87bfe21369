import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { withCaseOf } from 'src/ai/builtin/language/text/morphology';

/** Time words that follow the adverb "there" ("we lived there years ago", "stay there last week"). */
const TIME_NOUNS = new Set([
  'day',
  'days',
  'month',
  'months',
  'morning',
  'night',
  'time',
  'times',
  'today',
  'tomorrow',
  'tonight',
  'week',
  'weekend',
  'weeks',
  'year',
  'years',
  'yesterday',
]);

const TIME_ADJECTIVES = new Set(['last', 'next', 'every', 'few', 'many', 'several']);

/**
 * "there" names a place and never owns a noun: "in there free time" → "in their free time",
 * "use there idea" → "use their idea". Time words after the adverb are left alone.
 */
export const theirThereRule: GrammarRule = {
  id: 'their-there',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((there, i) => {
        if (there.lower !== 'there') return [];
        const adjective = words[i + 1]?.pos === 'ADJ' ? words[i + 1] : null;
        const noun = words[adjective ? i + 2 : i + 1];
        if (noun?.pos !== 'NOUN') return [];
        // "there years ago", "there last week": a time phrase after the place word.
        const timePhrase = !adjective || TIME_ADJECTIVES.has(adjective.lower);
        if (timePhrase && TIME_NOUNS.has(noun.lower)) return [];
        const phrase = tagged.text.slice(there.start, noun.end);
        const advice = `"${phrase}" needs the possessive "their", not the place word "there".`;
        return [
          grammarFinding(
            tagged.text,
            there.start,
            there.end,
            'CONFUSED_WORDS',
            withCaseOf(there.text, 'their'),
            advice,
          ),
        ];
      }),
    );
  },
};
