import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

const COMPARATIVES = new Set(['more', 'less', 'fewer', 'better', 'worse', 'rather', 'other']);

function isComparative(token: Token): boolean {
  if (COMPARATIVES.has(token.lower)) return true;
  return (
    (token.pos === 'ADJ' || token.pos === 'ADV') &&
    /er$/.test(token.lower) &&
    token.lemma !== token.lower
  );
}

/** A comparison goes on with "than": "bigger then my house" → "bigger than my house". */
export const comparativeThanRule: GrammarRule = {
  id: 'comparative-than',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((then, i) => {
        if (then.lower !== 'then') return [];
        // The comparative sits right before "then" or one noun earlier ("more time then").
        const before = words[i - 1];
        const twoBefore = words[i - 2];
        const compared =
          (before && isComparative(before)) ||
          (before?.pos === 'NOUN' && twoBefore && isComparative(twoBefore));
        if (!compared) return [];
        const than = then.text[0] === 'T' ? 'Than' : 'than';
        const advice = `A comparison continues with "than", not "then" (time).`;
        return [grammarFinding(tagged.text, then.start, then.end, 'CONFUSED_WORDS', than, advice)];
      }),
    );
  },
};
