/**
 * Grammar `mistake_type` names, in one list so a misspelt name fails to compile (IELTS prefixes
 * `GRAMMAR_`).
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
