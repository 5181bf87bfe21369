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

/** An opening phrase is set off by a comma: "In my country people …" → "In my country, people …". */
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
        if (!SUBJECTS.has(word.lower) || !isVerb(words[k + 1])) continue;
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
