import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { isBaseForm, thirdPersonOf, withCaseOf } from 'src/ai/builtin/language/text/morphology';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** Base forms that are also adjectives or nouns after "be" ("I was upset", "it is time"). */
const ALSO_ADJECTIVES_OR_NOUNS = new Set([
  'calm',
  'clean',
  'clear',
  'close',
  'complete',
  'content',
  'cool',
  'correct',
  'dry',
  'empty',
  'free',
  'fun',
  'home',
  'live',
  'open',
  'part',
  'perfect',
  'quiet',
  'right',
  'secure',
  'separate',
  'slow',
  'time',
  'upset',
  'warm',
  'welcome',
  'worth',
  'wrong',
]);
const HAVE = new Set(['have', 'has', 'had']);
/** Verbs whose past participle is their base form: "has become", "have put" are right. */
const SAME_PARTICIPLE = new Set([
  'become',
  'come',
  'overcome',
  'run',
  'put',
  'set',
  'cut',
  'hit',
  'let',
  'shut',
  'cost',
  'hurt',
  'read',
  'spread',
  'quit',
  'upset',
  'broadcast',
]);

/** What "be + verb" means without "be": "is make" → "makes", "will be help" → "will help". */
function withoutBe(be: Token, verb: Token): string | null {
  if (be.lower === 'is') return thirdPersonOf(verb.lemma);
  if (['are', 'am', 'be', "'re", "'m"].includes(be.lower)) return verb.lemma;
  return null;
}

/**
 * "be"/"have" never take a bare verb ("is depend" → "depends"); adjective or noun readings ("is
 * open") are left alone.
 */
export const beHaveVerbFormRule: GrammarRule = {
  id: 'be-have-verb-form',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((auxiliary, i) => {
        const verb = words[i + 1];
        if (verb?.pos !== 'VERB' || !isBaseForm(verb) || verb.lemma === 'be') return [];
        const quoted = tagged.text.slice(auxiliary.start, verb.end);
        if (auxiliary.lemma === 'be' && auxiliary.text !== "'s") {
          if (ALSO_ADJECTIVES_OR_NOUNS.has(verb.lower) || words[i - 1]?.lower === 'there')
            return [];
          const passive = words[i + 2]?.lower === 'by';
          const fixed = passive ? null : withoutBe(auxiliary, verb);
          const advice = passive
            ? `After "${auxiliary.text}", "${verb.text}" needs its past participle ("is made by").`
            : `"${quoted}" mixes two verb forms: drop "${auxiliary.text}", or use the -ing form or the past participle.`;
          const replacement = fixed && withCaseOf(auxiliary.text, fixed);
          return [
            grammarFinding(
              tagged.text,
              auxiliary.start,
              verb.end,
              'VERB_FORM',
              replacement,
              advice,
            ),
          ];
        }
        if (!HAVE.has(auxiliary.lower) || auxiliary.pos !== 'AUX') return [];
        if (SAME_PARTICIPLE.has(verb.lemma)) return [];
        if (words[i + 2]?.pos === 'ADP') return [];
        const advice = `After "${auxiliary.text}", use the past participle ("has gone", "have decided").`;
        return [grammarFinding(tagged.text, auxiliary.start, verb.end, 'VERB_FORM', null, advice)];
      }),
    );
  },
};
