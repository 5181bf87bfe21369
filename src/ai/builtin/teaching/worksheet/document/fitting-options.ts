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

/** Whether one is a kind of the other in any of their commonest senses ("daughter", "child"). */
async function nested(wordnet: WordNet, key: TermLike, option: TermLike): Promise<boolean> {
  const [mine, theirs] = await Promise.all(
    [key, option].map(async (term) =>
      (await wordnet.nouns(term.label)).slice(0, COMMON_SENSES),
    ),
  );
  for (const a of mine)
    for (const b of theirs)
      if ((await wordnet.isKindOf(a, b)) || (await wordnet.isKindOf(b, a))) return true;
  return false;
}

/**
 * The wrong options of a completed sentence a student could not defend: an option the text
 * names beside the sentence's subject (a hydroelectric plant's "turbine" also "uses flowing
 * water") or a kind of the key or the key a kind of it ("child" for "daughter") would complete
 * the sentence truly and mark a right answer wrong, so it is left out.
 */
export async function notFitting(
  wordnet: WordNet,
  analysis: SourceAnalysis,
  sentence: SourceSentence,
  blanked: string,
  key: TermLike,
  options: readonly TermLike[],
): Promise<TermLike[]> {
  const kept: TermLike[] = [];
  for (const option of options) {
    if (namedTogether(analysis, sentence, blanked, option)) continue;
    if (await nested(wordnet, key, option)) continue;
    kept.push(option);
  }
  return kept;
}
