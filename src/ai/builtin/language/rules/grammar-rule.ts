import type { GrammarFinding } from 'src/ai/ports/writing-assessment.port';
import type { TaggedText, Token } from 'src/ai/builtin/language/text/tagged-text';

/** A learner-error check over tagged text; one file per rule under `rules/`. */
export interface GrammarRule {
  /** kebab-case name, e.g. `modal-verb-form`. */
  readonly id: string;
  check(tagged: TaggedText): GrammarFinding[];
}

/** The tokens of each sentence without line breaks and spaces, for rules that read word windows. */
export function sentenceTokens(tagged: TaggedText): Token[][] {
  return tagged.sentences.map(([first, last]) =>
    tagged.tokens.slice(first, last + 1).filter((token) => token.text.trim() !== ''),
  );
}
