import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { withCaseOf } from 'src/ai/builtin/language/text/morphology';

/**
 * "its" owns a noun ("its price"); before an adverb, an article or "not" the writer means
 * "it is": "its very expensive" → "it's very expensive", "its a good idea" → "it's a good idea".
 */
export const itsContractionRule: GrammarRule = {
  id: 'its-contraction',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((its, i) => {
        const next = words[i + 1];
        if (its.text.toLowerCase() !== 'its' || !next) return [];
        if (next.pos !== 'ADV' && next.pos !== 'DET' && next.lower !== 'not') return [];
        const advice = `"${its.text}" means "belonging to it"; for "it is", write "it's".`;
        return [
          grammarFinding(
            tagged.text,
            its.start,
            its.end,
            'CONFUSED_WORDS',
            withCaseOf(its.text, "it's"),
            advice,
          ),
        ];
      }),
    );
  },
};
