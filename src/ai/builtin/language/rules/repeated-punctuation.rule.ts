import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';

/** Two or more `!`/`?` in a row, or exactly two full stops (three make an ellipsis). */
const REPEATED = /[!?]{2,}|(?<!\.)\.\.(?!\.)/g;

/** One mark ends a sentence in formal writing: "It was great!!!" → "It was great!". */
export const repeatedPunctuationRule: GrammarRule = {
  id: 'repeated-punctuation',
  check(tagged) {
    return [...tagged.text.matchAll(REPEATED)].map((match) => {
      const marks = match[0];
      const single = marks.includes('?') ? '?' : marks[0];
      const advice = `Use one "${single}" at the end of a sentence in formal writing.`;
      return grammarFinding(
        tagged.text,
        match.index,
        match.index + marks.length,
        'PUNCTUATION',
        single,
        advice,
      );
    });
  },
};
