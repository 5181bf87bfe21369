import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

/** The form of "be" each subject pronoun takes in the present tense. */
const BE: Record<string, string> = {
  i: 'am',
  you: 'are',
  we: 'are',
  they: 'are',
  he: 'is',
  she: 'is',
  it: 'is',
};
/** Degree words that only go before an adjective, never before a verb ("really" can: "they really are"). */
const DEGREE = new Set(['very', 'so', 'too', 'quite']);

/**
 * A missing "be" between a subject pronoun and degree word + adjective ("It so expensive"); object
 * pronouns are left alone.
 */
export const missingCopulaRule: GrammarRule = {
  id: 'missing-copula',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((pronoun, i) => {
        const be = BE[pronoun.lower];
        const degree = words[i + 1];
        const adjective = words[i + 2];
        if (!be || !degree || !DEGREE.has(degree.lower) || adjective?.pos !== 'ADJ') return [];
        if (adjective.lower === 'much' || adjective.lower === 'many') return [];
        const before = words[i - 1];
        if (before && before.type === 'word' && !['CCONJ', 'SCONJ'].includes(before.pos)) {
          // Only a clause start: sentence start, after punctuation or a conjunction.
          return [];
        }
        const advice = `Add "${be}" after "${pronoun.text}": "${pronoun.text} ${be} ${degree.text} ${adjective.text}".`;
        return [
          grammarFinding(
            tagged.text,
            pronoun.start,
            pronoun.end,
            'VERB_FORM',
            `${pronoun.text} ${be}`,
            advice,
          ),
        ];
      }),
    );
  },
};
