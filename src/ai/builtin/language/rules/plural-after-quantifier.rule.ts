import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';
import {
  UNCOUNTABLE_NOUNS,
  isModifier,
  isNoun,
  isSingularNoun,
  pluralOf,
  withCaseOf,
} from 'src/ai/builtin/language/text/morphology';

const QUANTIFIERS = new Set(['many', 'several', 'various', 'numerous', 'both', 'these', 'those']);
const POSSESSIVES = new Set(['the', 'my', 'your', 'his', 'her', 'our', 'their', 'its']);

/** Where the counted noun starts: after "many", "these", … or after "one of the/my …". */
function countedFrom(words: Token[], i: number): number | null {
  const word = words[i];
  if (QUANTIFIERS.has(word.lower) && words[i - 1]?.lower !== 'a') return i + 1;
  if (
    word.lower === 'one' &&
    words[i + 1]?.lower === 'of' &&
    POSSESSIVES.has(words[i + 2]?.lower ?? '')
  ) {
    return i + 3;
  }
  return null;
}

/** Counted nouns are plural: "many problem" → "many problems", "one of the best thing" → "things". */
export const pluralAfterQuantifierRule: GrammarRule = {
  id: 'plural-after-quantifier',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((quantifier, i) => {
        let j = countedFrom(words, i);
        if (j === null) return [];
        while (isModifier(words[j])) j++;
        const noun = words[j];
        if (!isNoun(noun) || !isSingularNoun(noun) || UNCOUNTABLE_NOUNS.has(noun.lower)) return [];
        // "many school buses": the last noun of a compound carries the number.
        if (isNoun(words[j + 1]) || words[j + 1]?.lower === "'s") return [];
        const plural = withCaseOf(noun.text, pluralOf(noun.lower));
        const advice = `After "${quantifier.text}", use the plural noun.`;
        return [grammarFinding(tagged.text, noun.start, noun.end, 'NOUN_NUMBER', plural, advice)];
      }),
    );
  },
};
