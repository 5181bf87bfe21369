import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { withCaseOf } from 'src/ai/builtin/language/text/morphology';

/**
 * The negative of "can" is written as one word: "we can not live" → "we cannot live".
 * "can not only … but also" is left alone: there "not" belongs to "only", not to "can".
 */
export const cannotRule: GrammarRule = {
  id: 'cannot',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((can, i) => {
        const not = words[i + 1];
        if (can.text.toLowerCase() !== 'can' || not?.text.toLowerCase() !== 'not') return [];
        // wink-nlp splits "cannot" into "can" + "not"; only two written words are an error.
        if (not.start === can.end) return [];
        if (words[i + 2]?.lower === 'only') return [];
        const quoted = tagged.text.slice(can.start, not.end);
        const advice = `Write the negative of "can" as one word.`;
        return [
          grammarFinding(
            tagged.text,
            can.start,
            not.end,
            'WORD_BOUNDARY',
            withCaseOf(quoted, 'cannot'),
            advice,
          ),
        ];
      }),
    );
  },
};
