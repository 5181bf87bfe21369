import type { KeyTerm, SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';
import { findForm } from 'src/ai/builtin/teaching/worksheet/text-kit';

export interface TermMatch {
  term: KeyTerm;
  /** As the sentence writes it. */
  text: string;
  index: number;
}

/**
 * The key terms a sentence uses, best first, leaving out any that only occur inside a longer
 * term: blanking or swapping "process" in "chemical process" would make nonsense.
 */
export function standaloneTerms(analysis: SourceAnalysis, sentence: SourceSentence): TermMatch[] {
  const matches: TermMatch[] = [];
  for (const term of analysis.terms) {
    if (!term.sentenceIds.includes(sentence.id)) continue;
    const form = [...term.forms]
      .sort((a, b) => b.length - a.length)
      .find((candidate) => findForm(sentence.text, candidate));
    const match = form ? findForm(sentence.text, form) : null;
    if (match) matches.push({ term, text: match[0], index: match.index });
  }
  return matches.filter(
    (m) =>
      !matches.some(
        (other) =>
          other !== m &&
          other.text.length > m.text.length &&
          other.index <= m.index &&
          other.index + other.text.length >= m.index + m.text.length,
      ),
  );
}
