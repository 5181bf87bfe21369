import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

const IRREGULAR = new Set(['better', 'worse', 'best', 'worst', 'less', 'least']);

/** A comparative already compares: "more better" → "better", "most easiest" → "easiest". */
export const doubleComparativeRule: GrammarRule = {
  id: 'double-comparative',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((more, i) => {
        const adjective = words[i + 1];
        if ((more.lower !== 'more' && more.lower !== 'most') || !adjective) return [];
        const inflected =
          IRREGULAR.has(adjective.lower) ||
          (adjective.lemma !== adjective.lower && /(er|est)$/.test(adjective.lower));
        if (!inflected || (adjective.pos !== 'ADJ' && adjective.pos !== 'ADV')) return [];
        // "more older friends" counts friends: "more" belongs to the noun.
        if (more.lower === 'more' && words[i + 2]?.pos === 'NOUN') return [];
        const advice = `"${adjective.text}" is already a comparison; "${more.text}" is not needed.`;
        return [
          grammarFinding(
            tagged.text,
            more.start,
            adjective.end,
            'COMPARISON',
            adjective.text,
            advice,
          ),
        ];
      }),
    );
  },
};
