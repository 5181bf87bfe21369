import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

const ENDINGS = /[.!?…:;)"'”’]$/;

/** The text's last sentence ends with a full stop; a closing name or greeting has no verb and is left alone. */
export const missingFinalStopRule: GrammarRule = {
  id: 'missing-final-stop',
  check(tagged) {
    const words = sentenceTokens(tagged).at(-1) ?? [];
    const last = words.at(-1);
    if (!last || last.type !== 'word' || ENDINGS.test(last.text)) return [];
    if (!words.some((word) => word.pos === 'VERB' || word.pos === 'AUX')) return [];
    const advice = 'End the sentence with a full stop.';
    return [
      grammarFinding(tagged.text, last.start, last.end, 'PUNCTUATION', `${last.text}.`, advice),
    ];
  },
};
