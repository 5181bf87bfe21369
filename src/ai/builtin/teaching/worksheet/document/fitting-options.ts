import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import type { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { TermLike } from 'src/ai/builtin/teaching/worksheet/distractors';
import { BLANK, contentTokens, findForm } from 'src/ai/builtin/teaching/worksheet/text-kit';

/** Sentences either side of the blanked one that still speak of the same thing. */
const NEAR = 4;
/** WordNet senses of a word a reader would think of: its commonest few. */
const COMMON_SENSES = 3;
/** Words shorter than this ("made", "has") link nothing. */
const MIN_LINK = 4;

/**
 * Whether the key is a word for a person ("daughter", "steward"): "the Squire and his _____"
 * fits child, girl and daughter alike, so such a blank is no fair test of the text.
 */
export function namesAPerson(key: TermLike): boolean {
  return key.kind === 'noun.person';
}

function formsOf(analysis: SourceAnalysis, option: TermLike): string[] {
  const term = analysis.terms.find((t) => t.label === option.label);
  return term?.forms ?? [option.label.toLowerCase()];
}

/**
 * Whether the text itself puts the option with what the blanked sentence is about: in that
 * sentence, or in one of the four either side that shares one of its words ("… spins turbines"
 * next to "A hydroelectric _____ uses flowing water"), so the option is true of it too.
 */
function namedTogether(
  analysis: SourceAnalysis,
  sentence: SourceSentence,
  blanked: string,
  option: TermLike,
): boolean {
  const links = [...contentTokens(blanked.split(BLANK).join(' '))].filter(
    (word) => word.length >= MIN_LINK,
  );
  const forms = formsOf(analysis, option);
  return analysis.sentences
    .filter((other) => Math.abs(other.id - sentence.id) <= NEAR)
    .some((other) => {
      if (!forms.some((form) => findForm(other.text, form))) return false;
      if (other.id === sentence.id) return true;
      const words = contentTokens(other.text);
      return links.some((word) => words.has(word));
    });
}

/** The commonest senses of a term; an unknown phrase ("magnetic materials") its head noun's. */
async function commonSenses(wordnet: WordNet, term: TermLike) {
  const own = await wordnet.nouns(term.label);
  const senses = own.length > 0 ? own : await wordnet.nouns(term.label.split(' ').pop() ?? '');
  return senses.slice(0, COMMON_SENSES);
}

/**
 * Whether one is a kind of the other in any of their commonest senses ("child" and "daughter",
 * "iron" and "magnetic materials"): naming either is a defensible answer for the other.
 */
async function nestedKinds(wordnet: WordNet, key: TermLike, option: TermLike): Promise<boolean> {
  const [mine, theirs] = await Promise.all(
    [key, option].map((term) => commonSenses(wordnet, term)),
  );
  for (const a of mine)
    for (const b of theirs)
      if ((await wordnet.isKindOf(a, b)) || (await wordnet.isKindOf(b, a))) return true;
  return false;
}

/** "Iron, nickel and cobalt are magnetic materials": the option, a link word, then the key. */
const SAID_TO_BE = /\b(?:is|are|was|were|called)\b/i;

/**
 * Whether the text says the option is the key ("Iron … are magnetic materials") or the key's
 * meaning uses it ("a smaller river that …" for tributary): then it answers "which term means"
 * as well as the key does.
 */
function saidToBeKey(
  analysis: SourceAnalysis,
  key: TermLike,
  meaning: string,
  option: TermLike,
): boolean {
  const forms = formsOf(analysis, option);
  if (forms.some((form) => findForm(meaning, form))) return true;
  const keyForms = formsOf(analysis, key);
  return analysis.sentences.some((sentence) =>
    forms.some((form) => {
      const mine = findForm(sentence.text, form);
      const theirs = keyForms.map((k) => findForm(sentence.text, k)).find((m) => m !== null);
      if (!mine || !theirs || mine.index > theirs.index) return false;
      return SAID_TO_BE.test(sentence.text.slice(mine.index + mine[0].length, theirs.index));
    }),
  );
}

/**
 * The options no student could defend as right: those `alsoRight` does not catch and that are
 * neither a kind of the key nor the key a kind of them.
 */
async function defensiblyWrong(
  wordnet: WordNet,
  key: TermLike,
  options: readonly TermLike[],
  alsoRight: (option: TermLike) => boolean,
): Promise<TermLike[]> {
  const kept: TermLike[] = [];
  for (const option of options)
    if (!alsoRight(option) && !(await nestedKinds(wordnet, key, option))) kept.push(option);
  return kept;
}

/**
 * The wrong options of a completed sentence a student could not defend: an option the text
 * names beside the sentence's subject (a hydroelectric plant's "turbine" also "uses flowing
 * water") or a kind of the key or the key a kind of it ("child" for "daughter") would complete
 * the sentence truly and mark a right answer wrong, so it is left out.
 */
export function notFitting(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  sentence: SourceSentence,
  blanked: string,
  key: TermLike,
  options: readonly TermLike[],
): Promise<TermLike[]> {
  return defensiblyWrong(wordnet, key, options, (option) =>
    namedTogether(analysis, sentence, blanked, option),
  );
}

/**
 * The wrong options of "Which term means …?" a student could not defend: never one the text
 * says is the key ("Iron … are magnetic materials"), one its meaning uses ("a smaller river"
 * for tributary), or a kind of the key or the key a kind of it.
 */
export function notMeaning(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  key: TermLike,
  meaning: string,
  options: readonly TermLike[],
): Promise<TermLike[]> {
  return defensiblyWrong(wordnet, key, options, (option) =>
    saidToBeKey(analysis, key, meaning, option),
  );
}
