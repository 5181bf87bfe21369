import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** People who are made or let to do something; other nouns ("make efforts to win") take "to". */
const PEOPLE = new Set([
  'children',
  'customers',
  'kids',
  'others',
  'people',
  'person',
  'someone',
  'somebody',
  'students',
  'everyone',
  'everybody',
]);

/** The object of "make/let": a pronoun ("me", "them") or a noun for people ("the students"). */
function objectEnd(words: Token[], i: number): number | null {
  const first = words[i];
  if (first?.pos === 'PRON' && first.lower !== 'it') return i;
  const j = first?.pos === 'DET' ? i + 1 : i;
  return PEOPLE.has(words[j]?.lower ?? '') ? j : null;
}

/** "make" and "let" take the bare verb after their object: "make me to buy" → "make me buy". */
export const makeLetBareInfinitiveRule: GrammarRule = {
  id: 'make-let-bare-infinitive',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((verb, i) => {
        if (verb.pos !== 'VERB' || (verb.lemma !== 'make' && verb.lemma !== 'let')) return [];
        const end = objectEnd(words, i + 1);
        const to = end === null ? undefined : words[end + 1];
        const next = end === null ? undefined : words[end + 2];
        if (to?.lower !== 'to' || next?.pos !== 'VERB') return [];
        const advice = `After "${verb.text}" and its object, use the verb without "to".`;
        return [grammarFinding(tagged.text, to.start, next.start, 'VERB_FORM', '', advice)];
      }),
    );
  },
};
