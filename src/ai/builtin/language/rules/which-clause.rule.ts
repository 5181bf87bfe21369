import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

/** Nouns for people: their clauses start with "who", never "which". */
const PEOPLE = new Set([
  'people',
  'person',
  'persons',
  'man',
  'men',
  'woman',
  'women',
  'child',
  'children',
  'friend',
  'friends',
  'student',
  'students',
  'teacher',
  'teachers',
  'parent',
  'parents',
  'traveler',
  'travelers',
  'traveller',
  'travellers',
  'tourist',
  'tourists',
  'worker',
  'workers',
  'someone',
  'somebody',
  'anyone',
  'everyone',
  'those',
]);
/** What may stand before a relative "which" (a noun phrase's last word). */
const NOUN_PHRASE_ENDS = new Set(['NOUN', 'PROPN', 'PRON', 'NUM']);

/** People take "who", not "which"; a defining "which" after a thing is right in British English. */
export const whichClauseRule: GrammarRule = {
  id: 'which-clause',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((which, i) => {
        const before = words[i - 1];
        if (which.lower !== 'which' || i < 2 || !before) return [];
        if (!NOUN_PHRASE_ENDS.has(before.pos)) return [];
        if (PEOPLE.has(before.lower)) {
          const advice = `Use "who" for people: "${before.text} who".`;
          return [
            grammarFinding(tagged.text, which.start, which.end, 'WORD_CHOICE', 'who', advice),
          ];
        }
        // "the sea which surrounds us": "which" in a defining clause is standard British usage,
        // so "that" is offered as a style suggestion, never counted as a grammar mistake.
        const advice =
          `"that" is the more usual word when the clause says which "${before.text}" you mean ` +
          `("which" is also correct), or put a comma before "which" when it only adds information.`;
        return [grammarFinding(tagged.text, which.start, which.end, 'STYLE', 'that', advice)];
      }),
    );
  },
};
