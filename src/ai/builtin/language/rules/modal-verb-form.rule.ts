import { MODALS, BETWEEN_AUXILIARY_AND_VERB } from 'src/ai/builtin/language/lexicon/modal-verbs';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isBaseForm, withCaseOf } from 'src/ai/builtin/language/text/morphology';

/**
 * A modal takes the bare verb: "can goes" → "can go", "must went" → "must go", "should to go" →
 * "should go", and "will able to" → "will be able to".
 */
export const modalVerbFormRule: GrammarRule = {
  id: 'modal-verb-form',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((modal, i) => {
        if (modal.pos !== 'AUX' || !MODALS.has(modal.lemma)) return [];
        let j = i + 1;
        while (words[j] && BETWEEN_AUXILIARY_AND_VERB.has(words[j].lower)) j++;
        const verb = words[j];
        const after = words[j + 1];
        if (verb?.lower === 'to' && (after?.pos === 'VERB' || after?.pos === 'AUX')) {
          const advice = `After "${modal.text}", use the verb without "to".`;
          return [grammarFinding(tagged.text, verb.start, after.start, 'VERB_FORM', '', advice)];
        }
        if (verb?.lower === 'able') {
          const advice = `After "${modal.text}", "able" needs "be": "${modal.text} be able to".`;
          return [
            grammarFinding(tagged.text, verb.start, verb.end, 'VERB_FORM', 'be able', advice),
          ];
        }
        if ((verb?.pos !== 'VERB' && verb?.pos !== 'AUX') || isBaseForm(verb)) return [];
        const base = withCaseOf(verb.text, verb.lemma);
        const advice = `After "${modal.text}", use the base form of the verb.`;
        return [grammarFinding(tagged.text, verb.start, verb.end, 'VERB_FORM', base, advice)];
      }),
    );
  },
};
