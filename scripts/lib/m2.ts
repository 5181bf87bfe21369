/**
 * Reader for M2 files (the CoNLL-2014 / JFLEG edit format):
 *
 *   S <space-separated source tokens>
 *   A <start> <end>|||<type>|||<correction>|||REQUIRED|||-NONE-|||<annotator>
 *
 * Every annotator's edits are listed under the same `S` line; `start`/`end` are token indexes,
 * and `start === end` is an insertion before token `start`.
 */
export interface M2Sentence {
  tokens: string[];
  /**
   * Tokens that any annotator changed. An insertion marks the token it goes before (the last
   * token when it goes at the end), because that is where a reader notices what is missing.
   */
  gold: Set<number>;
}

export function parseM2(content: string): M2Sentence[] {
  const sentences: M2Sentence[] = [];
  for (const line of content.split('\n')) {
    if (line.startsWith('S ')) {
      sentences.push({ tokens: line.slice(2).trim().split(/\s+/), gold: new Set() });
    } else if (line.startsWith('A ') && sentences.length > 0) {
      const sentence = sentences[sentences.length - 1];
      const [start, end] = line.slice(2).split('|||')[0].split(' ').map(Number);
      if (start < 0) continue; // `noop`: the annotator left the sentence as it was
      const last = Math.min(Math.max(end, start + 1), sentence.tokens.length) - 1;
      for (let i = Math.min(start, last); i <= last; i++) sentence.gold.add(i);
    }
  }
  return sentences;
}

const NO_SPACE_BEFORE = /^([.,!?;:%)\]}]|n't|'(s|re|ll|ve|m|d)|')$/i;
const NO_SPACE_AFTER = /^[([{$]$/;

/** Rebuilds readable text from tokens ("do n't ." → "don't.") and where each token now sits. */
export function detokenise(tokens: readonly string[]): { text: string; spans: [number, number][] } {
  let text = '';
  const spans: [number, number][] = [];
  tokens.forEach((token, i) => {
    const glued = i === 0 || NO_SPACE_BEFORE.test(token) || NO_SPACE_AFTER.test(tokens[i - 1]);
    if (!glued) text += ' ';
    spans.push([text.length, text.length + token.length]);
    text += token;
  });
  return { text, spans };
}
