import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

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
const SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'there']);
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

/** An opening "If/When … " clause ends with a comma before the main clause: "If you study hard, you …". */
export const commaAfterOpeningClauseRule: GrammarRule = {
  id: 'comma-after-opening-clause',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) => {
      if (!SUBORDINATORS.has(words[0]?.lower ?? '')) return [];
      const mainSubject = words.findIndex((word, i) => {
        const before = words[i - 1];
        const after = words[i + 1];
        const clauseHasVerb = words.slice(1, i).some((w) => w.pos === 'VERB' || w.pos === 'AUX');
        return (
          i > 2 &&
          clauseHasVerb &&
          SUBJECTS.has(word.lower) &&
          (after?.pos === 'VERB' || after?.pos === 'AUX') &&
          !CLAUSE_TAKING.has(before.lemma) &&
          before.pos !== 'ADP' &&
          before.pos !== 'SCONJ' &&
          before.pos !== 'CCONJ'
        );
      });
      if (
        mainSubject < 0 ||
        words.slice(0, mainSubject).some((w) => w.text === ',' || w.text === ';')
      ) {
        return [];
      }
      const last = words[mainSubject - 1];
      const advice = `Put a comma after the opening "${words[0].text} …" clause.`;
      return [
        grammarFinding(tagged.text, last.start, last.end, 'PUNCTUATION', `${last.text},`, advice),
      ];
    });
  },
};
