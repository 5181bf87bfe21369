import { missingCommaAfter } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import {
  clauseVerbAt,
  isVerb,
  SUBJECT_DETERMINERS,
} from 'src/ai/builtin/language/text/clause-start';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** "and" is left out: learners' clauses joined by it are often short enough to go without. */
const CONJUNCTIONS = new Set(['but', 'so', 'or']);
/** "but most people can", "so many students were": quantifiers open a subject here too. */
const DETERMINERS = new Set([...SUBJECT_DETERMINERS, 'most', 'many']);
/** Subordinators that can open the second clause: "…, but if you do not study, you fail". */
const OPENERS = new Set(['if', 'when', 'because', 'although', 'though', 'while', 'since']);

/**
 * The second clause's verb index when a subject and verb follow the conjunction, else undefined.
 */
function clauseVerbAfter(words: Token[], from: number): number | undefined {
  let j = from;
  // "but if you do not …", "but even if he wanted …": a subordinate clause opens the second one.
  if (words[j]?.lower === 'even' && OPENERS.has(words[j + 1]?.lower)) j++;
  if (OPENERS.has(words[j]?.lower)) j++;
  return clauseVerbAt(words, j, { determiners: DETERMINERS });
}

/**
 * A comma before "but/so/or" joining two full clauses; the second needs its own subject and verb
 * ("tired but happy" passes).
 */
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
        if (!subject || clauseVerbAfter(words, i + 1) === undefined) return [];
        // The first clause needs its own verb, after the last comma or conjunction.
        let start = i - 1;
        while (start > 0 && !/^[,;:]$/.test(words[start - 1].text)) start--;
        if (!words.slice(start, i).some(isVerb)) return [];
        const advice = `Put a comma before "${conjunction.text}" where it joins two full clauses.`;
        return [missingCommaAfter(tagged.text, before, advice)];
      }),
    );
  },
};
