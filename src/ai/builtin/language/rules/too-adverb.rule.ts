import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { withCaseOf } from 'src/ai/builtin/language/text/morphology';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** Verbs an adjective can follow ("is", "looks", "seems"), so "to" between them means "too". */
const LINKING_VERBS = new Set(['be', 'look', 'seem', 'sound', 'feel', 'become', 'get', 'appear']);
/** Adverbs that can stand before "too" ("either too expensive", "far too long"). */
const BEFORE_TOO = new Set(['either', 'far', 'way', 'much', 'just', 'also']);
/** Words that may follow "too" + adjective: "too expensive, …", "too hard for me", "too old to". */
const AFTER_ADJECTIVE = new Set(['for', 'to', 'and', 'but', 'or']);

const endsPhrase = (token: Token | undefined) =>
  token === undefined || token.pos === 'PUNCT' || AFTER_ADJECTIVE.has(token.lower);

/** Whether `to` at `i` stands where "too" belongs. */
function isTooAt(words: Token[], i: number): boolean {
  const [before, next, after] = [words[i - 1], words[i + 1], words[i + 2]];
  if (!next) return false;
  // "affect them to much.": "to much" ending the phrase can only be "too much".
  if (next.lower === 'much') return after === undefined || after.pos === 'PUNCT';
  if (next.pos !== 'ADJ' || !endsPhrase(after) || !before) return false;
  const linking = (before.pos === 'AUX' || before.pos === 'VERB') && LINKING_VERBS.has(before.lemma);
  return linking || BEFORE_TOO.has(before.lower);
}

/** "It is to expensive." → "too expensive", "it affects them to much." → "too much". */
export const tooAdverbRule: GrammarRule = {
  id: 'too-adverb',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((to, i) => {
        if (to.lower !== 'to' || !isTooAt(words, i)) return [];
        const next = words[i + 1];
        const phrase = tagged.text.slice(to.start, next.end);
        const fixed = `${withCaseOf(to.text, 'too')}${tagged.text.slice(to.end, next.end)}`;
        const advice = `"${phrase}" means more than enough: write "too", not "to".`;
        return [grammarFinding(tagged.text, to.start, next.end, 'CONFUSED_WORDS', fixed, advice)];
      }),
    );
  },
};
