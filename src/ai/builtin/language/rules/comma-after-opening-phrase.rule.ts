import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

const PREPOSITIONS = new Set([
  'according',
  'after',
  'among',
  'as',
  'at',
  'before',
  'besides',
  'by',
  'despite',
  'due',
  'during',
  'for',
  'from',
  'in',
  'on',
  'through',
  'under',
  'unlike',
  'with',
  'without',
]);
const SUBJECTS = new Set(['i', 'we', 'they', 'he', 'she', 'it', 'you', 'there', 'people']);
/** Words after which a pronoun belongs to the phrase ("for them", "at least I"). */
const INSIDE_PHRASE = new Set(['least', 'first', 'than', 'like', 'of', 'to']);
/** Words that start a clause inside the opening part; the comma then goes after that clause. */
const CLAUSE_STARTS = new Set([
  'when',
  'where',
  'if',
  'because',
  'while',
  'since',
  'as',
  'that',
  'which',
  'who',
]);
const isVerb = (token: Token | undefined) => token?.pos === 'VERB' || token?.pos === 'AUX';
const JOINING = new Set(['ADP', 'SCONJ', 'CCONJ', 'PRON', 'DET', 'PART']);
/** Determiners that open a noun-phrase subject: "In a market economy, the government …". */
const SUBJECT_DETERMINERS = new Set([
  'the',
  'my',
  'our',
  'his',
  'her',
  'their',
  'this',
  'these',
  'those',
]);
/** Adverbs that may sit between the subject and its verb: "In my case, I gradually learned". */
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
  'gradually',
  'finally',
]);

/** Whether a subject (pronoun, or determiner + adjectives + noun) and then its verb start at words[k]. */
function opensClause(words: Token[], k: number): boolean {
  let j = k;
  if (SUBJECTS.has(words[j].lower)) j++;
  else if (SUBJECT_DETERMINERS.has(words[j].lower)) {
    j++;
    while (words[j]?.pos === 'ADJ') j++;
    if (words[j]?.pos !== 'NOUN') return false;
    j++;
  } else return false;
  for (let n = 0; n < 2 && MID_ADVERBS.has(words[j]?.lower); n++) j++;
  return isVerb(words[j]);
}

/**
 * An opening phrase is set off by a comma: "In my country people …" → "In my country, people …",
 * "In the morning the sun rises" → "In the morning, the sun rises". The main clause must start with
 * a subject and its verb right after a noun or adjective, so "In the city where I live" and
 * "For them to succeed" are left alone.
 */
export const commaAfterOpeningPhraseRule: GrammarRule = {
  id: 'comma-after-opening-phrase',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((all) => {
      const words = all.slice(all.findIndex((word) => word.type === 'word'));
      if (!PREPOSITIONS.has(words[0]?.lower ?? '')) return [];
      for (let k = 2; k < words.length - 1; k++) {
        const word = words[k];
        const before = words[k - 1];
        // A phrase has no verb of its own and ends at the first punctuation mark.
        if (word.type !== 'word' || isVerb(word) || CLAUSE_STARTS.has(word.lower)) return [];
        if (!opensClause(words, k)) continue;
        if (JOINING.has(before.pos) || INSIDE_PHRASE.has(before.lower)) return [];
        const phrase = tagged.text.slice(words[0].start, before.end);
        const advice = `Put a comma after the opening phrase "${phrase}".`;
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
      }
      return [];
    });
  },
};
