const OPENERS = new Set(['"', "'", '“', '‘', '(', '[', '-', '–', '—', '*', '•']);

/**
 * Whether a word at `offset` opens a sentence, line or list item: only whitespace, quotes and
 * bullets stand between it and the previous `.`, `!`, `?`, `:`, a line break or the text's start.
 */
export function isSentenceStart(text: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const char = text[i];
    if (char === '\n' || char === '\r') return true;
    if (/\s/.test(char) || OPENERS.has(char)) continue;
    return char === '.' || char === '!' || char === '?' || char === ':';
  }
  return true;
}
