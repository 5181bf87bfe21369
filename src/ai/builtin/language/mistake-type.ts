/**
 * The `mistake_type` names the offline checker gives its grammar findings (upper snake case, as
 * clients show them; the IELTS report prefixes them with `GRAMMAR_`, so none is `GRAMMAR`
 * itself). One list, so a misspelt name in a rule fails to compile.
 */
export const MISTAKE_TYPES = [
  'SUBJECT_VERB_AGREEMENT',
  'AGREEMENT',
  'VERB_FORM',
  'NOUN_NUMBER',
  'POSSESSIVE',
  'ARTICLE',
  'COMPARISON',
  'PREPOSITION',
  /** Words that sound or look alike: their/there/they're, its/it's, then/than, to/too. */
  'CONFUSED_WORDS',
  /** Missing or extra words and other sentence-level slips no narrower name fits. */
  'SENTENCE_STRUCTURE',
  'PUNCTUATION',
  'CAPITALIZATION',
  'WORD_BOUNDARY',
  'WORD_CHOICE',
  'WORD_ORDER',
  'REDUNDANCY',
  'REPETITION',
  'STYLE',
] as const;

export type MistakeType = (typeof MISTAKE_TYPES)[number];
