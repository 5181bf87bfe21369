/** Small writing helpers so every explanation quotes the student's own text the same way. */

const MAX_QUOTE = 90;

/** The text in double quotes, cut at a word boundary when long. */
export function quote(text: string, max = MAX_QUOTE): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return `"${flat}"`;
  const cut = flat.slice(0, max);
  return `"${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trim()}…"`;
}

/** `"a", "b" and "c"`, with at most `limit` items, distinct, in order of first use. */
export function quoteList(items: readonly string[], limit = 3): string {
  const quoted = [...new Set(items)].slice(0, limit).map((item) => quote(item, 40));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

export function round1(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** The words around a span of `text`, so a one-word finding is quoted with its context. */
export function excerptAround(text: string, offset: number, length: number, reach = 30): string {
  const start = text.lastIndexOf(' ', Math.max(0, offset - reach)) + 1;
  const afterEnd = text.indexOf(' ', Math.min(text.length, offset + length + reach));
  return quote(text.slice(start, afterEnd === -1 ? text.length : afterEnd), 2 * reach + length);
}
