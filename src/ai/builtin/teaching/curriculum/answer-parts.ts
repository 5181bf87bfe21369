/**
 * What a question asks for beyond its subject, and whether a key gives all of it: as many items as
 * the question counts ("Describe the three levels …" keyed with three, not two).
 */
import { askedCount, listItems } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/** Short names in a list ("A, B and C", "A, B, C", "A → B → C"); none in prose. */
function shortList(text: string): number {
  const listed = listItems(text).length;
  const items = text
    .replace(/[.!?]$/, '')
    .split(/→|->|,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  const short = items.length >= 2 && items.every((item) => item.split(/\s+/).length <= 4);
  return Math.max(listed, short ? items.length : 0);
}

/**
 * How many distinct items an answer gives: its sentences and clauses ("(1) …; (2) …"), or the
 * names a sentence lists ("three levels: the Gram Panchayat, the Panchayat Samiti and …").
 */
export function itemCount(parts: readonly string[]): number {
  const clauses = parts.flatMap((part) => part.split(/;\s*/)).filter((part) => part.length > 0);
  const distinct = new Set(clauses.map((part) => part.toLowerCase())).size;
  return Math.max(distinct, ...clauses.map(shortList));
}

/**
 * Whether an answer gives as many items as its question counts (any, when it counts none). A task
 * on a given text ("Identify three techniques in this text …: '…'") is keyed by what the text has.
 */
export function givesCount(question: string, parts: readonly string[]): boolean {
  const n = /:\s*['"‘“]/.test(question) ? 0 : askedCount(question);
  return n === 0 || itemCount(parts) >= n;
}
