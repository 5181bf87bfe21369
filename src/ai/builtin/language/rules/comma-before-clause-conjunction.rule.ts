import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** "and" is left out: learners' clauses joined by it are often short enough to go without. */
const CONJUNCTIONS = new Set(['but', 'so', 'or']);
const SUBJECTS = new Set(['i', 'he', 'she', 'it', 'we', 'they', 'you', 'there']);
const isVerb = (token: Token | undefined) => token?.pos === 'VERB' || token?.pos === 'AUX';

/** Two full clauses joined by "but/so/or" take a comma: "I was tired, but I went out". */
export const commaBeforeClauseConjunctionRule: GrammarRule = {
  id: 'comma-before-clause-conjunction',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((conjunction, i) => {
        if (!CONJUNCTIONS.has(conjunction.lower) || i < 3) return [];
        const before = words[i - 1];
        const subject = words[i + 1];
        // "you and I", "he or she": the pronouns are one subject, not a new clause.
        if (!before || before.type !== 'word' || before.pos === 'PRON') return [];
        if (!subject || !SUBJECTS.has(subject.lower) || !isVerb(words[i + 2])) return [];
        // The first clause needs its own verb, after the last comma or conjunction.
        let start = i - 1;
        while (start > 0 && !/^[,;:]$/.test(words[start - 1].text)) start--;
        if (!words.slice(start, i).some(isVerb)) return [];
        const advice = `Put a comma before "${conjunction.text}" where it joins two full clauses.`;
        return [
          grammarFinding(
            tagged.text,
            before.start,
            before.end,
            'PUNCTUATION',
            `${before.text},`,
            advice,
          ),
        ];
      }),
    );
  },
};
