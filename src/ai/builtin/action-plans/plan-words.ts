import { readAnswerText } from 'src/ai/builtin/grading/answer-text';

/** A capitalised word's full stop, which the tagger keeps on it ("Sun."). */
const FULL_STOP = /\.$/;

/**
 * The words a text's claim rests on, as the grader reads them: the Porter stem of each content
 * word's lemma ("closer", "close" → "close"; "seasons" → "season"), with "not" standing for any
 * negation. For comparing what plans, remarks and practice items say, word by word.
 */
export function claimWords(text: string): Set<string> {
  const words = new Set<string>();
  const read = readAnswerText(text);
  if (read.tokens.some((t) => t.negated)) words.add('not');
  for (const token of read.content) {
    const stem = token.stem.replace(FULL_STOP, '');
    if (stem.length > 0) words.add(stem);
  }
  return words;
}
