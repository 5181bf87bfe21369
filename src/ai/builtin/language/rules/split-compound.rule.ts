import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { withCaseOf } from 'src/ai/builtin/language/text/morphology';

/**
 * Words learners split that harper.js does not join; each pair is almost never two words in an
 * essay.
 */
const COMPOUNDS = new Map([
  ['any thing', 'anything'],
  ['every thing', 'everything'],
  ['some thing', 'something'],
  ['some where', 'somewhere'],
  ['any where', 'anywhere'],
  ['every where', 'everywhere'],
  ['some how', 'somehow'],
  ['with out', 'without'],
  ['in deed', 'indeed'],
  ['there fore', 'therefore'],
  ['my self', 'myself'],
  ['him self', 'himself'],
  ['her self', 'herself'],
  ['it self', 'itself'],
  ['your self', 'yourself'],
  ['our selves', 'ourselves'],
  ['them selves', 'themselves'],
]);

/** "some thing" → "something", "in deed" → "indeed", "him self" → "himself". */
export const splitCompoundRule: GrammarRule = {
  id: 'split-compound',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((first, i) => {
        const second = words[i + 1];
        if (!second || second.start === first.end) return [];
        // "her self-confidence": the second word opens a hyphenated compound.
        if (words[i + 2]?.text === '-' && words[i + 2].start === second.end) return [];
        const joined = COMPOUNDS.get(`${first.lower} ${second.lower}`);
        if (!joined) return [];
        const quoted = tagged.text.slice(first.start, second.end);
        const advice = `"${joined}" is one word.`;
        return [
          grammarFinding(
            tagged.text,
            first.start,
            second.end,
            'WORD_BOUNDARY',
            withCaseOf(quoted, joined),
            advice,
          ),
        ];
      }),
    );
  },
};
