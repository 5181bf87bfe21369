/**
 * Small text helpers for the lesson writer: the catalogue's script templates are filled with the
 * teacher's own words, which are never re-spelt or re-cased (a British "colour" stays "colour").
 */

/** "a", "a and b", "a, b and c": how a teacher would say a list aloud. */
export function spokenList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Replaces `{name}` placeholders; an unknown name is a catalogue bug, so it throws. */
export function fillTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`template placeholder {${name}} has no value`);
    return value;
  });
}

/** The placeholders a template uses, for checking the catalogue. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Case- and space-insensitive key, for matching names and questions the teacher may retype. */
export function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `text` mentions `term` as whole words (so "cell" is not found in "cellar"). */
export function mentions(text: string, term: string): boolean {
  const key = textKey(term);
  return key.length > 0 && ` ${textKey(text)} `.includes(` ${key} `);
}

/** Content words two texts share ("leaf" in "parts of a leaf" and "Leaf structure"). */
export function sharedWords(a: string, b: string): number {
  const words = (text: string) =>
    new Set((textKey(text).match(/\p{L}{4,}/gu) ?? []).map((w) => w.replace(/s$/, '')));
  const inA = words(a);
  return [...words(b)].filter((w) => inA.has(w)).length;
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'(])/u;

/** The first sentence of the teacher's documents that mentions `term`, if any (for grounding). */
export function sentenceAbout(texts: readonly string[], term: string): string | null {
  for (const text of texts) {
    for (const raw of text.split(SENTENCE_END)) {
      const sentence = raw.replace(/\s+/g, ' ').trim();
      if (sentence.length >= 20 && sentence.length <= 300 && mentions(sentence, term)) {
        return sentence;
      }
    }
  }
  return null;
}
