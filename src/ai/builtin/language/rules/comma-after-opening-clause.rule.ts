import { missingCommaAfter } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import {
  clauseVerbAt,
  isVerb,
  SUBJECT_DETERMINERS,
} from 'src/ai/builtin/language/text/clause-start';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

const SUBORDINATORS = new Set([
  'as',
  'because',
  'even',
  'since',
  'until',
  'if',
  'when',
  'although',
  'though',
  'while',
  'unless',
  'after',
  'before',
  'once',
  'whenever',
]);
/** Verbs that take a clause as their object ("If you think it is …"), so no main clause starts there. */
const CLAUSE_TAKING = new Set([
  'think',
  'believe',
  'know',
  'say',
  'feel',
  'hope',
  'guess',
  'mean',
  'see',
  'realize',
  'find',
  'that',
]);

/**
 * Whether a main clause starts at words[i]; a noun phrase right after a verb is its object, not a
 * subject.
 */
function opensMainClause(words: Token[], i: number): boolean {
  if (SUBJECT_DETERMINERS.has(words[i].lower) && isVerb(words[i - 1])) return false;
  return clauseVerbAt(words, i) !== undefined;
}

/** A comma ends an opening "If/When …" clause that has its own verb, before the main subject. */
export const commaAfterOpeningClauseRule: GrammarRule = {
  id: 'comma-after-opening-clause',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) => {
      if (!SUBORDINATORS.has(words[0]?.lower ?? '')) return [];
      const mainSubject = words.findIndex((word, i) => {
        const before = words[i - 1];
        const clauseHasVerb = words.slice(1, i).some(isVerb);
        return (
          i > 2 &&
          clauseHasVerb &&
          opensMainClause(words, i) &&
          !CLAUSE_TAKING.has(before.lemma) &&
          before.pos !== 'DET' &&
          before.pos !== 'ADP' &&
          before.pos !== 'SCONJ' &&
          before.pos !== 'CCONJ'
        );
      });
      // "If we have a job we like, we …": a comma just after the candidate shows where the
      // opening clause really ends.
      if (
        mainSubject < 0 ||
        words.slice(0, mainSubject + 4).some((w) => w.text === ',' || w.text === ';')
      ) {
        return [];
      }
      const last = words[mainSubject - 1];
      const advice = `Put a comma after the opening "${words[0].text} …" clause.`;
      return [missingCommaAfter(tagged.text, last, advice)];
    });
  },
};
