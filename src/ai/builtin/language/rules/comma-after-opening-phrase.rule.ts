import { missingCommaAfter } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import { clauseVerbAt, isVerb, SUBJECT_PRONOUNS } from 'src/ai/builtin/language/text/clause-start';

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
/** "In my country people …": the bare "people" opens a main clause as often as a pronoun does. */
const SUBJECTS = new Set([...SUBJECT_PRONOUNS, 'people']);
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
const JOINING = new Set(['ADP', 'SCONJ', 'CCONJ', 'PRON', 'DET', 'PART']);

/**
 * A comma after an opening phrase ("In the morning, the sun …") when a subject and verb follow a
 * noun or adjective.
 */
export const commaAfterOpeningPhraseRule: GrammarRule = {
  id: 'comma-after-opening-phrase',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((all) => {
      const words = all.slice(all.findIndex((word) => word.type === 'word'));
      if (!PREPOSITIONS.has(words[0]?.lower ?? '')) return [];
      // "Besides, young people …": the opening word already has its comma.
      if (words[1]?.type !== 'word') return [];
      for (let k = 2; k < words.length - 1; k++) {
        const word = words[k];
        const before = words[k - 1];
        // A phrase has no verb of its own and ends at the first punctuation mark.
        if (word.type !== 'word' || isVerb(word) || CLAUSE_STARTS.has(word.lower)) return [];
        if (clauseVerbAt(words, k, { pronouns: SUBJECTS }) === undefined) continue;
        if (JOINING.has(before.pos) || INSIDE_PHRASE.has(before.lower)) return [];
        const phrase = tagged.text.slice(words[0].start, before.end);
        const advice = `Put a comma after the opening phrase "${phrase}".`;
        return [missingCommaAfter(tagged.text, before, advice)];
      }
      return [];
    });
  },
};
