import { MODALS } from 'src/ai/builtin/language/lexicon/modal-verbs';
import { COUNTABLE_NOUNS, GROUP_NOUNS } from 'src/ai/builtin/language/lexicon/noun-classes';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { GrammarRule } from 'src/ai/builtin/language/rules/grammar-rule';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';
import {
  isNoun,
  isPluralNoun,
  isSingularNoun,
  pluralOf,
  thirdPersonOf,
  withCaseOf,
} from 'src/ai/builtin/language/text/morphology';

/** Words after which a new clause, and so a new subject, can start. */
const CLAUSE_OPENERS = new Set([
  ',',
  ';',
  ':',
  'but',
  'because',
  'so',
  'that',
  'if',
  'when',
  'while',
  'although',
  'since',
  'think',
  'believe',
]);
const NOUN_PHRASE_STARTS = new Set(['DET', 'ADJ', 'NUM', 'PRON']);
/** Singular pronouns that take "has", "goes" ("everyone have" → "everyone has"). */
const SINGULAR_PRONOUNS = new Set([
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'nobody',
  'everything',
  'something',
  'nothing',
]);
/** Quantifiers that make the noun after them plural; a singular there is the noun's error. */
const PLURAL_QUANTIFIERS = new Set([
  'some',
  'all',
  'most',
  'many',
  'several',
  'few',
  'both',
  'these',
  'those',
]);
/** Quantifiers that make the noun after them singular; a plural there is the noun's error. */
const SINGULAR_QUANTIFIERS = new Set(['each', 'every', 'another']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it']);
const TO_SINGULAR: Record<string, string> = { are: 'is', were: 'was' };
const TO_PLURAL: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
const PLURAL_VERB_FORMS = new Set(['are', 'were', 'have', 'do']);

interface Subject {
  head: Token;
  compound: Token;
  /** Where the noun phrase starts. */
  start: number;
  /** A singular head after "some", "many", "these" …: the noun is the mistake, not the verb. */
  countedPlural: boolean;
}

/** The subject's head, and its compound ("community service"), if the noun phrase ending at `words[end]` opens a clause. */
function subjectEndingAt(words: Token[], end: number): Subject | null {
  let start = end;
  // A singular noun before the head is a modifier of a compound ("community service teach").
  while (start > 0 && words[start - 1].pos === 'NOUN' && isSingularNoun(words[start - 1])) {
    start--;
  }
  const compound = words[start];
  while (
    start > 0 &&
    NOUN_PHRASE_STARTS.has(words[start - 1].pos) &&
    words[start - 1].lower !== 'that'
  ) {
    start--;
  }
  // "I woud prefer": a subject pronoun before the word makes it no noun subject (a misspelled verb).
  if (words.slice(start, end).some((word) => SUBJECT_PRONOUNS.has(word.lower))) return null;
  const quantified = words.slice(start, end).some((word) => PLURAL_QUANTIFIERS.has(word.lower));
  const countedPlural = quantified && isSingularNoun(words[end]);
  // "Each students has": "has" is right for "each"; the noun is the mistake.
  const singularQuantified = words
    .slice(start, end)
    .some((word) => SINGULAR_QUANTIFIERS.has(word.lower));
  if (singularQuantified && isPluralNoun(words[end])) return null;
  const before = words[start - 1];
  // "Recently scientist have", "And details is": an opening adverb or conjunction before it.
  const opening = start === 1 && (before.pos === 'ADV' || before.pos === 'CCONJ');
  if (before && !CLAUSE_OPENERS.has(before.lower) && !opening) return null;
  return { head: words[end], compound, start, countedPlural };
}

/**
 * A countable noun with nothing that counts it ("scientist", "successful therapist") or counted
 * as many ("some driver") before a verb only a plural takes ("have", "need", a modal): the noun
 * is the mistake, not the verb.
 */
function isBarePluralSubject(words: Token[], subject: Subject, verb: Token): boolean {
  const { head, start } = subject;
  const end = words.indexOf(head);
  if (!COUNTABLE_NOUNS.has(head.lower) || !isSingularNoun(head) || !isNoun(head, end === 0)) {
    return false;
  }
  const phrase = words.slice(start, end);
  const modifies = (word: Token) =>
    word.pos === 'ADJ' || word.pos === 'NOUN' || PLURAL_QUANTIFIERS.has(word.lower);
  if (!phrase.every(modifies)) return false;
  if (verb.pos !== 'VERB' && verb.pos !== 'AUX') return false;
  if (MODALS.has(verb.lower)) return true;
  const bare = verb.pos === 'VERB' && verb.lower === verb.lemma && !verb.lower.endsWith('ing');
  return bare || PLURAL_VERB_FORMS.has(verb.lower);
}

/** The verb form the subject needs, or null when the verb already agrees. */
function agreeingForm(subject: Token, verb: Token, sentenceStart: boolean): string | null {
  if (verb.pos !== 'VERB' && verb.pos !== 'AUX') return null;
  // Participles ("the brand being advertised") are not the clause's finite verb.
  if (MODALS.has(verb.lemma) || verb.lower === "'s" || verb.lower.endsWith('ing')) return null;
  // A word the tagger does not know ("Comsumers") keeps its "-s", so its number is unknown.
  if (/[^s]s$/.test(subject.lower) && subject.lower === subject.lemma) return null;
  const singular =
    SINGULAR_PRONOUNS.has(subject.lower) ||
    (isNoun(subject, sentenceStart) && isSingularNoun(subject) && !GROUP_NOUNS.has(subject.lower));
  if (singular) {
    if (TO_SINGULAR[verb.lower]) return TO_SINGULAR[verb.lower];
    return verb.lower === verb.lemma && verb.lower !== 'be' ? thirdPersonOf(verb.lemma) : null;
  }
  if (!isNoun(subject, sentenceStart) || !isPluralNoun(subject)) return null;
  if (TO_PLURAL[verb.lower]) return TO_PLURAL[verb.lower];
  return verb.lower === thirdPersonOf(verb.lemma) ? verb.lemma : null;
}

/**
 * A present-tense verb agrees with its noun subject: "technology have" → "has", "people is" →
 * "are"; a bare countable subject before a plural verb is made plural ("scientist have" →
 * "scientists").
 */
export const subjectVerbAgreementRule: GrammarRule = {
  id: 'subject-verb-agreement',
  check(tagged) {
    return sentenceTokens(tagged).flatMap((words) =>
      words.flatMap((verb, i) => {
        const found = i > 0 ? subjectEndingAt(words, i - 1) : null;
        if (!found) return [];
        if (isBarePluralSubject(words, found, verb)) {
          const { head } = found;
          const plural = withCaseOf(head.text, pluralOf(head.lower));
          const advice = `"${head.text}" is a countable noun: with "${verb.text}", use the plural.`;
          return [grammarFinding(tagged.text, head.start, head.end, 'NOUN_NUMBER', plural, advice)];
        }
        if (found.countedPlural) return [];
        const form = agreeingForm(found.head, verb, i - 1 === 0);
        if (form === null) return [];
        const subject = tagged.text.slice(found.compound.start, found.head.end);
        const advice = `The verb must agree with "${subject}".`;
        return [
          grammarFinding(
            tagged.text,
            verb.start,
            verb.end,
            'SUBJECT_VERB_AGREEMENT',
            withCaseOf(verb.text, form),
            advice,
          ),
        ];
      }),
    );
  },
};
