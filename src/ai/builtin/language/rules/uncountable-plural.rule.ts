import { UNCOUNTABLE_NOUNS } from 'src/ai/builtin/language/lexicon/noun-classes';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { withCaseOf } from 'src/ai/builtin/language/text/morphology';

/** Uncountable nouns have no plural: "informations" → "information", "advices" → "advice". */
export const uncountablePluralRule: GrammarRule = {
  id: 'uncountable-plural',
  check(tagged) {
    return tagged.tokens.flatMap((noun) => {
      if (noun.pos !== 'NOUN' || noun.lower === noun.lemma || !UNCOUNTABLE_NOUNS.has(noun.lemma)) {
        return [];
      }
      const singular = withCaseOf(noun.text, noun.lemma);
      const advice = `"${noun.lemma}" is uncountable and has no plural.`;
      return [grammarFinding(tagged.text, noun.start, noun.end, 'NOUN_NUMBER', singular, advice)];
    });
  },
};
