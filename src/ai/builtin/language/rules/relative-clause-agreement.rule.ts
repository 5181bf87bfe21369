import { GROUP_NOUNS } from 'src/ai/builtin/language/lexicon/noun-classes';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';
import { isPluralNoun, isSingularNoun, withCaseOf } from 'src/ai/builtin/language/text/morphology';

const RELATIVE_PRONOUNS = new Set(['who', 'that', 'which']);
const TO_SINGULAR: Record<string, string> = { are: 'is', were: 'was', have: 'has' };
const TO_PLURAL: Record<string, string> = { is: 'are', was: 'were', has: 'have' };

/** Whether the noun ends a phrase after "of" ("the price of the cars that"), whose head may be further left. */
function followsOf(words: Token[], noun: number): boolean {
  let k = noun - 1;
  while (k >= 0 && (words[k].pos === 'DET' || words[k].pos === 'ADJ')) k--;
  return words[k]?.lower === 'of';
}

/**
 * A relative clause's "be"/"have" agrees with its noun ("people that is" → "are"); nouns after
 * "of" and group nouns are left alone.
 */
export const relativeClauseAgreementRule: GrammarRule = {
  id: 'relative-clause-agreement',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((pronoun, i) => {
        const noun = words[i - 1];
        const verb = words[i + 1];
        if (!RELATIVE_PRONOUNS.has(pronoun.lower) || noun?.pos !== 'NOUN' || !verb) return [];
        if (GROUP_NOUNS.has(noun.lower) || followsOf(words, i - 1)) return [];
        let form: string | undefined;
        if (isSingularNoun(noun)) form = TO_SINGULAR[verb.lower];
        else if (isPluralNoun(noun)) form = TO_PLURAL[verb.lower];
        if (form === undefined) return [];
        const advice = `The verb after "${noun.text} ${pronoun.text}" must agree with "${noun.text}".`;
        return [
          grammarFinding(
            tagged.text,
            verb.start,
            verb.end,
            'SUBJECT_VERB_AGREEMENT',
            withCaseOf(verb.text, form),
            advice,
          ),
        ];
      }),
    );
  },
};
