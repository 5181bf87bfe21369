import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isNoun, isPluralNoun } from 'src/ai/builtin/language/text/morphology';

/** Words that pick part of a known group with "of": "most of the people", "one of the cars". */
const PART_OF = new Set([
  'all',
  'both',
  'each',
  'few',
  'many',
  'most',
  'none',
  'one',
  'several',
  'some',
]);

/**
 * "the" before "same" and after "most/many/some … of" ("most of people" → "most of the people").
 */
export const definiteArticleRule: GrammarRule = {
  id: 'definite-article',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((word, i) => {
        const before = words[i - 1];
        if (word.lower === 'same' && before && before.pos !== 'DET' && before.pos !== 'PRON') {
          const advice = `"same" takes "the": write "the ${word.text}".`;
          return [
            grammarFinding(
              tagged.text,
              word.start,
              word.end,
              'ARTICLE',
              `the ${word.text}`,
              advice,
            ),
          ];
        }
        const part = words[i - 2];
        if (before?.lower !== 'of' || !part || !PART_OF.has(part.lower)) return [];
        if (!isNoun(word) || !isPluralNoun(word)) return [];
        const advice = `"${part.text} of" picks from a known group, so write "${part.text} of the ${word.text}" (or "${part.text} ${word.text}").`;
        return [
          grammarFinding(tagged.text, word.start, word.end, 'ARTICLE', `the ${word.text}`, advice),
        ];
      }),
    );
  },
};
