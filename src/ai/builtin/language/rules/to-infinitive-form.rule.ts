import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isBaseForm, withCaseOf } from 'src/ai/builtin/language/text/morphology';

/**
 * An infinitive takes the base verb ("to spent" → "to spend"); only past forms are flagged, as
 * "-s" and "-ing" forms after "to" are usually nouns or the preposition.
 */
export const toInfinitiveFormRule: GrammarRule = {
  id: 'to-infinitive-form',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((to, i) => {
        const verb = words[i + 1];
        if (to.lower !== 'to' || verb?.pos !== 'VERB' || isBaseForm(verb)) return [];
        if (/(s|ing)$/.test(verb.lower) || words[i + 2]?.pos === 'NOUN') return [];
        const base = withCaseOf(verb.text, verb.lemma);
        const advice = `After "to", use the base form of the verb.`;
        return [grammarFinding(tagged.text, verb.start, verb.end, 'VERB_FORM', base, advice)];
      }),
    );
  },
};
