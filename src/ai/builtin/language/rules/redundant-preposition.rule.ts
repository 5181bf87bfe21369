import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

/**
 * Verbs taking a direct object, with the preposition learners add by analogy ("discuss about");
 * only that one is flagged.
 */
const DIRECT_OBJECT_VERBS: Record<string, string> = {
  consider: 'about',
  contact: 'with',
  describe: 'about',
  discuss: 'about',
  emphasise: 'on',
  emphasize: 'on',
  explain: 'about',
  marry: 'with',
  master: 'on',
  mention: 'about',
  trust: 'on',
};

/** "discuss about the problem" → "discuss the problem", "despite of the risks" → "despite the risks". */
export const redundantPrepositionRule: GrammarRule = {
  id: 'redundant-preposition',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((word, i) => {
        const preposition = words[i + 1];
        const next = words[i + 2];
        if (!preposition || !next) return [];
        const afterVerb =
          word.pos === 'VERB' && DIRECT_OBJECT_VERBS[word.lemma] === preposition.lower;
        const afterDespite = word.lower === 'despite' && preposition.lower === 'of';
        if (!afterVerb && !afterDespite) return [];
        const advice = `"${word.text}" takes its object directly, without "${preposition.text}".`;
        return [
          grammarFinding(tagged.text, preposition.start, next.start, 'REDUNDANCY', '', advice),
        ];
      }),
    );
  },
};
