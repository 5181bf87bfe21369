import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isNoun, isPluralNoun, withCaseOf } from 'src/ai/builtin/language/text/morphology';

const PLURAL_QUANTIFIERS = new Set([
  'many',
  'several',
  'few',
  'various',
  'numerous',
  'lots',
  'two',
  'three',
  'four',
  'five',
]);
const TO_PLURAL: Record<string, string> = { is: 'are', was: 'were', "'s": 'are' };

/** In "there is/was …" the verb agrees with what follows: "There is many reasons" → "There are". */
export const thereBeAgreementRule: GrammarRule = {
  id: 'there-be-agreement',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((there, i) => {
        const verb = words[i + 1];
        if (there.lower !== 'there' || !verb || !TO_PLURAL[verb.lower]) return [];
        let j = i + 2;
        if (words[j]?.lower === 'so' || words[j]?.lower === 'too') j++;
        const quantifier = PLURAL_QUANTIFIERS.has(words[j]?.lower ?? '') ? words[j] : undefined;
        if (quantifier) j++;
        while (words[j]?.pos === 'ADJ') j++;
        // In a compound ("bus stations") the last noun carries the number.
        while (isNoun(words[j]) && isNoun(words[j + 1])) j++;
        const noun = words[j];
        // "There is many way": the quantifier makes the phrase plural even when the noun is not.
        // "few" and "lots" also go with uncountable nouns learners use ("few hope", "lots of time").
        const counted =
          quantifier !== undefined && !['few', 'lots'].includes(quantifier.lower) && isNoun(noun);
        if (!isNoun(noun) || (!isPluralNoun(noun) && !counted)) return [];
        const fixed = withCaseOf(verb.text, TO_PLURAL[verb.lower]);
        const advice = `"${noun.text}" is plural, so write "there ${TO_PLURAL[verb.lower]}".`;
        return [
          grammarFinding(
            tagged.text,
            verb.start,
            verb.end,
            'SUBJECT_VERB_AGREEMENT',
            fixed,
            advice,
          ),
        ];
      }),
    );
  },
};
