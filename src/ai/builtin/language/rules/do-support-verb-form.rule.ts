import { BETWEEN_AUXILIARY_AND_VERB } from 'src/ai/builtin/language/lexicon/modal-verbs';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isBaseForm, withCaseOf } from 'src/ai/builtin/language/text/morphology';

/** A negated "do" carries the tense, so the verb stays bare: "didn't went" → "didn't go". */
export const doSupportVerbFormRule: GrammarRule = {
  id: 'do-support-verb-form',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((auxiliary, i) => {
        const negation = words[i + 1];
        if (auxiliary.lemma !== 'do' || auxiliary.pos !== 'AUX') return [];
        if (negation?.lower !== 'not' && negation?.lower !== "n't") return [];
        let j = i + 2;
        while (words[j] && BETWEEN_AUXILIARY_AND_VERB.has(words[j].lower)) j++;
        const verb = words[j];
        if (verb?.pos !== 'VERB' || isBaseForm(verb)) return [];
        const advice = `After "${auxiliary.text}${negation.text === "n't" ? '' : ' '}${negation.text}", use the base form of the verb.`;
        const base = withCaseOf(verb.text, verb.lemma);
        return [grammarFinding(tagged.text, verb.start, verb.end, 'VERB_FORM', base, advice)];
      }),
    );
  },
};
