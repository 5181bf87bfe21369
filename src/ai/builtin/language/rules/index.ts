import { beAgreeRule } from 'src/ai/builtin/language/rules/be-agree.rule';
import { beHaveVerbFormRule } from 'src/ai/builtin/language/rules/be-have-verb-form.rule';
import { cannotRule } from 'src/ai/builtin/language/rules/cannot.rule';
import { commaAfterOpeningClauseRule } from 'src/ai/builtin/language/rules/comma-after-opening-clause.rule';
import { commaAfterOpeningMarkerRule } from 'src/ai/builtin/language/rules/comma-after-opening-marker.rule';
import { commaAfterOpeningPhraseRule } from 'src/ai/builtin/language/rules/comma-after-opening-phrase.rule';
import { commaBeforeClauseConjunctionRule } from 'src/ai/builtin/language/rules/comma-before-clause-conjunction.rule';
import { comparativeThanRule } from 'src/ai/builtin/language/rules/comparative-than.rule';
import { definiteArticleRule } from 'src/ai/builtin/language/rules/definite-article.rule';
import { doSupportVerbFormRule } from 'src/ai/builtin/language/rules/do-support-verb-form.rule';
import { doubleComparativeRule } from 'src/ai/builtin/language/rules/double-comparative.rule';
import { genericNounArticleRule } from 'src/ai/builtin/language/rules/generic-noun-article.rule';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { itsContractionRule } from 'src/ai/builtin/language/rules/its-contraction.rule';
import { makeLetBareInfinitiveRule } from 'src/ai/builtin/language/rules/make-let-bare-infinitive.rule';
import { missingArticleRule } from 'src/ai/builtin/language/rules/missing-article.rule';
import { missingCopulaRule } from 'src/ai/builtin/language/rules/missing-copula.rule';
import { missingFinalStopRule } from 'src/ai/builtin/language/rules/missing-final-stop.rule';
import { missingPossessiveRule } from 'src/ai/builtin/language/rules/missing-possessive.rule';
import { modalVerbFormRule } from 'src/ai/builtin/language/rules/modal-verb-form.rule';
import { prepositionChoiceRule } from 'src/ai/builtin/language/rules/preposition-choice.rule';
import { pluralAfterQuantifierRule } from 'src/ai/builtin/language/rules/plural-after-quantifier.rule';
import { pronounVerbAgreementRule } from 'src/ai/builtin/language/rules/pronoun-verb-agreement.rule';
import { redundantPrepositionRule } from 'src/ai/builtin/language/rules/redundant-preposition.rule';
import { relativeClauseAgreementRule } from 'src/ai/builtin/language/rules/relative-clause-agreement.rule';
import { repeatedPunctuationRule } from 'src/ai/builtin/language/rules/repeated-punctuation.rule';
import { singularAfterDeterminerRule } from 'src/ai/builtin/language/rules/singular-after-determiner.rule';
import { splitCompoundRule } from 'src/ai/builtin/language/rules/split-compound.rule';
import { subjectVerbAgreementRule } from 'src/ai/builtin/language/rules/subject-verb-agreement.rule';
import { theirThereRule } from 'src/ai/builtin/language/rules/their-there.rule';
import { thereBeAgreementRule } from 'src/ai/builtin/language/rules/there-be-agreement.rule';
import { toInfinitiveFormRule } from 'src/ai/builtin/language/rules/to-infinitive-form.rule';
import { tooAdverbRule } from 'src/ai/builtin/language/rules/too-adverb.rule';
import { uncountablePluralRule } from 'src/ai/builtin/language/rules/uncountable-plural.rule';
import { whichClauseRule } from 'src/ai/builtin/language/rules/which-clause.rule';

/** Learner-error rules that harper.js lacks, run after it; the first finding on a span wins. */
export const LEARNER_RULES: readonly GrammarRule[] = [
  beAgreeRule,
  thereBeAgreementRule,
  subjectVerbAgreementRule,
  pronounVerbAgreementRule,
  relativeClauseAgreementRule,
  modalVerbFormRule,
  beHaveVerbFormRule,
  toInfinitiveFormRule,
  makeLetBareInfinitiveRule,
  cannotRule,
  missingCopulaRule,
  splitCompoundRule,
  itsContractionRule,
  theirThereRule,
  tooAdverbRule,
  redundantPrepositionRule,
  prepositionChoiceRule,
  doSupportVerbFormRule,
  doubleComparativeRule,
  pluralAfterQuantifierRule,
  singularAfterDeterminerRule,
  uncountablePluralRule,
  missingPossessiveRule,
  missingArticleRule,
  definiteArticleRule,
  commaAfterOpeningClauseRule,
  commaAfterOpeningMarkerRule,
  genericNounArticleRule,
  comparativeThanRule,
  repeatedPunctuationRule,
  whichClauseRule,
  commaBeforeClauseConjunctionRule,
  commaAfterOpeningPhraseRule,
  missingFinalStopRule,
];
