/** Small text helpers the question writers share. */

export const BLANK = '_____';
const LETTERS = 'ABCDEF';

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function letter(index: number): string {
  return LETTERS[index];
}

/** `["A. Photosynthesis", …]`: the labels the web app strips with `/^[A-F]\.\s*\/`. */
export function labelOptions(options: readonly string[]): string[] {
  return options.map((option, i) => `${letter(i)}. ${capitalise(option)}`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where `form` occurs in `text` as whole words, case-insensitively. */
export function findForm(text: string, form: string): RegExpExecArray | null {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(form)}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
}

/** The sentence with every occurrence of the term blanked; null when the term is not in it. */
export function blankOut(
  sentence: string,
  forms: readonly string[],
): { text: string; answer: string } | null {
  // Longest form first, so "chemical process" is blanked whole rather than "process" in it.
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    const match = findForm(sentence, form);
    if (!match) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(form)}(?![\\p{L}\\p{N}])`, 'giu');
    return { text: sentence.replace(pattern, BLANK), answer: match[0] };
  }
  return null;
}

/**
 * Whether a blanked sentence gives its answer away: a word of the same family is left in it
 * ("volcanic soil … the slopes of _____" → volcanoes), or the blank is a possessive ("The
 * _____'s daughter" in a story that says "the king's daughter" throughout).
 */
export function givenAway(blanked: string, answer: string): boolean {
  if (/_+['’]s\b/.test(blanked)) return true;
  const stem = (word: string) => word.toLowerCase().slice(0, 5);
  const last = answer.split(/\s+/).pop() ?? '';
  if (last.length < 5) return false;
  return (blanked.match(/[\p{L}]+/gu) ?? []).some(
    (word) => word.length >= 5 && stem(word) === stem(last),
  );
}

/** A noun's plural, for options that must agree with a plural answer ("apples", "pears"). */
export function pluralise(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return word.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/i.test(word)) return word + 'es';
  return word + 's';
}

const STOP = new Set(
  'a an the of and or to in on at by for with from is are was were be been it its this that these those which what who how why true false following text according'.split(
    ' ',
  ),
);

/** Lower-case content words, the basis of near-duplicate checks and grounding checks. */
export function contentTokens(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (word) => !STOP.has(word) && word.length > 1,
    ),
  );
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Quotes a sentence inside a question without doubling its final stop. */
export function quote(text: string): string {
  return `"${text.trim().replace(/[.]+$/, '')}"`;
}
