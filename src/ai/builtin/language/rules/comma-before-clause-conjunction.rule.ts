import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/** "and" is left out: learners' clauses joined by it are often short enough to go without. */
const CONJUNCTIONS = new Set(['but', 'so', 'or']);
const SUBJECTS = new Set(['i', 'he', 'she', 'it', 'we', 'they', 'you', 'there']);
const isVerb = (token: Token | undefined) => token?.pos === 'VERB' || token?.pos === 'AUX';
/** Determiners that open a noun-phrase subject: "but the children can", "so my parents were". */
const SUBJECT_DETERMINERS = new Set([
  'the',
  'my',
  'our',
  'his',
  'her',
  'their',
  'your',
  'this',
  'these',
  'those',
  'most',
  'many',
]);
/** Subordinators that can open the second clause: "…, but if you do not study, you fail". */
const OPENERS = new Set(['if', 'when', 'because', 'although', 'though', 'while', 'since']);
/** Adverbs that may sit between subject and verb: "but we also never meet". */
const MID_ADVERBS = new Set([
  'also',
  'never',
  'always',
  'still',
  'often',
  'usually',
  'really',
  'just',
  'only',
  'sometimes',
  'even',
]);

/**
 * Where the second clause's verb is, if the words after the conjunction are a subject and its verb:
 * an optional "if/when/because …", then a subject pronoun or a determiner, adjectives and a noun,
 * then at most two adverbs such as "also never".
 */
function clauseVerbAt(words: Token[], from: number): number | undefined {
  let j = from;
  // "but if you do not …", "but even if he wanted …": a subordinate clause opens the second one.
  if (words[j]?.lower === 'even' && OPENERS.has(words[j + 1]?.lower)) j++;
  if (OPENERS.has(words[j]?.lower)) j++;
  if (SUBJECTS.has(words[j]?.lower)) j++;
  else if (SUBJECT_DETERMINERS.has(words[j]?.lower)) {
    j++;
    while (words[j]?.pos === 'ADJ') j++;
    if (words[j]?.pos !== 'NOUN') return undefined;
    j++;
  } else return undefined;
  for (let k = 0; k < 2 && MID_ADVERBS.has(words[j]?.lower); k++) j++;
  return isVerb(words[j]) ? j : undefined;
}

/**
 * Two full clauses joined by "but/so/or" take a comma: "I was tired, but I went out",
 * "They can play whenever they want, but the old ones cannot". The second clause must open with
 * its own subject (a pronoun or a determiner-led noun phrase) and verb, so "tired but happy" and
 * "not only seniors but also students" are left alone.
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
        if (!subject || clauseVerbAt(words, i + 1) === undefined) return [];
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
