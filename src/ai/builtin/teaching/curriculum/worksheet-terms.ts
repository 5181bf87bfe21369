/** The term rules of a curriculum worksheet: which items ask or print a meaning, and how often. */
import type { CurriculumDraft } from 'src/ai/builtin/teaching/curriculum/draft';

/**
 * The terms an item asks or shows the meaning of: the term it keys (named, defined, blanked) and
 * the terms whose definitions it prints as wrong options (`defined:`).
 */
export const termsOf = (draft: CurriculumDraft) =>
  draft.keys
    .filter((key) => key.startsWith('term:') || key.startsWith('defined:'))
    .map((key) => key.slice(key.indexOf(':') + 1));

/**
 * Builders whose item asks or prints a term's meaning (or the term for it): one per term on a
 * sheet. A comparison prints both terms' meanings in its key.
 */
export const DEFINING = new Set([
  'name-from-definition',
  'meaning-of-term',
  'matched-pairs',
  'blank-term',
  'match-terms',
  'name-the-term',
  'define-term',
  'compare-terms',
  'compare-two',
]);

/**
 * How many items already asked or printed each term's meaning: the terms of its defining items
 * (in a stem, a key, a match row) and the definitions shown as wrong options (`defined:`).
 */
export function definedTerms(written: readonly { draft: CurriculumDraft }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { draft } of written) {
    const defining = draft.keys.some((key) => DEFINING.has(key.slice('builder:'.length)));
    const terms = draft.keys
      .filter((key) => key.startsWith('defined:') || (defining && key.startsWith('term:')))
      .map((key) => key.slice(key.indexOf(':') + 1));
    for (const term of new Set(terms)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

/** The items one term may be the focus of (its `term:` key: named, blanked, defined). */
export const FOCUS = 2;

/** How many items of the sheet so far are on each term. */
export function focusCounts(written: readonly { draft: CurriculumDraft }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { draft } of written)
    for (const key of new Set(draft.keys.filter((k) => k.startsWith('term:'))))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
