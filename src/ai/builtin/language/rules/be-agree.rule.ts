import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { withCaseOf } from 'src/ai/builtin/language/text/morphology';

/** "agree" is a verb, not an adjective: "I am agree" → "I agree", "he is not agree" → "he does not agree". */
const FIXES: Record<string, [affirmative: string, negative: string]> = {
  am: ['', 'do'],
  are: ['', 'do'],
  is: ['s', 'does'],
  was: ['d', 'did'],
  were: ['d', 'did'],
};

export const beAgreeRule: GrammarRule = {
  id: 'be-agree',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((be, i) => {
        const fix = FIXES[be.lower];
        const negated = words[i + 1]?.lower === 'not';
        const verb = words[negated ? i + 2 : i + 1];
        if (!fix || (verb?.lower !== 'agree' && verb?.lower !== 'disagree')) return [];
        const replacement = negated
          ? `${withCaseOf(be.text, fix[1])} not ${verb.text}`
          : withCaseOf(be.text, verb.text + fix[0]);
        const advice = `"${verb.text}" is a verb and needs no "${be.text}".`;
        return [grammarFinding(tagged.text, be.start, verb.end, 'VERB_FORM', replacement, advice)];
      }),
    );
  },
};
