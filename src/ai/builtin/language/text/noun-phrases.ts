import type { SourceSentence, SourceWord } from 'src/ai/builtin/language/text/page-sentences';

/** Nouns too general to teach or to ask about ("kinds", "way"), in any subject. */
const GENERIC_NOUNS = new Set(
  (
    'kind kinds type types sort sorts part parts example examples way ways thing things lot lots ' +
    'something anything everything nothing someone anyone everyone one ones other others use uses ' +
    'time times day days year years man men woman women people person member members ' +
    'end side deal bit piece place word words number page chapter figure table section lesson ' +
    'student students teacher question questions answer answers fact facts idea ideas form forms ' +
    'case cases point points moment while yes no mr mrs miss sir'
  ).split(' '),
);

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
const MODIFIER_TAGS = new Set(['NOUN', 'PROPN', 'ADJ']);
const WORDLIKE = /^[\p{L}][\p{L}'-]*[\p{L}]$/u;

export interface PhraseOccurrence {
  /** Lower-case, the head noun lemmatised. */
  key: string;
  /** As written. */
  surface: string;
  sentenceId: number;
  /** Capitalised where a sentence does not start: a proper name. */
  capitalisedInside: boolean;
  words: number;
}

function usable(word: SourceWord): boolean {
  return WORDLIKE.test(word.text) && word.text.length >= 3 && !GENERIC_NOUNS.has(word.lemma);
}

function occurrence(
  run: SourceWord[],
  sentence: SourceSentence,
  startsSentence: boolean,
): PhraseOccurrence {
  const glue = (word: SourceWord, i: number) => (i === 0 ? '' : word.before.trim() || ' ');
  const head = run[run.length - 1];
  const key = run
    .map((word, i) => glue(word, i) + (i === run.length - 1 ? head.lemma : word.lower))
    .join('');
  return {
    key,
    surface: run.map((word, i) => glue(word, i) + word.text).join(''),
    sentenceId: sentence.id,
    capitalisedInside: !startsSentence && /^\p{Lu}/u.test(run[0].text),
    words: run.length,
  };
}

/**
 * Noun phrases of a sentence: each noun alone, and runs of up to three modifiers + noun
 * ("chemical process", "magic wishing cap"); ranking later decides which runs are terms.
 */
export function nounPhrases(sentence: SourceSentence): PhraseOccurrence[] {
  const found: PhraseOccurrence[] = [];
  const { words } = sentence;
  for (let end = 0; end < words.length; end += 1) {
    const head = words[end];
    if (!NOUN_TAGS.has(head.pos) || !usable(head)) continue;
    const next = words[end + 1];
    // "chemical" in "chemical process" and "match" in "match-maker" modify: a run ends only at
    // its last noun, so neither "match" nor "old match" is a phrase of "old match-maker".
    const continues =
      next && (next.before === '-' || (NOUN_TAGS.has(next.pos) && /^\s+$/.test(next.before)));
    if (continues) continue;
    found.push(occurrence([head], sentence, end === 0));
    for (let start = end - 1; start >= Math.max(0, end - 2); start -= 1) {
      const modifier = words[start];
      const joined = /^(\s+|-)$/.test(words[start + 1].before);
      if (!joined || !MODIFIER_TAGS.has(modifier.pos) || !WORDLIKE.test(modifier.text)) break;
      const run = words.slice(start, end + 1);
      found.push(occurrence(run, sentence, start === 0));
    }
  }
  return found;
}
