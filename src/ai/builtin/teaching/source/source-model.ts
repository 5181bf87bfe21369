import type { Synset } from 'src/ai/builtin/language/wordnet/word-net';

import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';

/**
 * The coarse kind of a term: its WordNet lexicographer file (`noun.process`), `name` for proper
 * names of the source, or `term` for phrases WordNet does not know. Distractors share it.
 */
export type TermKind = string;

export interface KeyTerm {
  /** Lower-case, head noun lemmatised: `green leaf` for "green leaves". */
  key: string;
  /** As the source most often writes it. */
  label: string;
  /** Every way the source writes it, lower-case, to find and blank it in sentences. */
  forms: string[];
  score: number;
  sentenceIds: number[];
  sense: Synset | null;
  kind: TermKind;
}

export interface Definition {
  termKey: string;
  /** What the term means, without the term itself. */
  text: string;
  /** The sentence of the source or the WordNet gloss it was read from: the grounding. */
  grounding: string;
  origin: 'source' | 'wordnet';
}

/** Everything the generators read about the material a worksheet or lesson is built from. */
export interface SourceAnalysis {
  /** `documents` when the teacher sent any, else text written from the topic and WordNet. */
  origin: 'documents' | 'wordnet';
  headings: string[];
  sentences: SourceSentence[];
  /** Best first. */
  terms: KeyTerm[];
  definitions: Map<string, Definition>;
  /** Sentences worth asking about, best first. */
  statements: SourceSentence[];
  /** Ids of the sentences said inside a quotation, its middle lines included: a character's words. */
  speech: ReadonlySet<number>;
  /** All the source text, for checking that answers are grounded. */
  text: string;
}
