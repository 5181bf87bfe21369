/**
 * The `mistake_type` names the offline checker gives its grammar findings (upper snake case, as
 * clients show them). One list, so a misspelt name in a rule fails to compile.
 */
export const MISTAKE_TYPES = [
  'SUBJECT_VERB_AGREEMENT',
  'AGREEMENT',
  'VERB_FORM',
  'NOUN_NUMBER',
  'ARTICLE',
  'COMPARISON',
  'GRAMMAR',
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
