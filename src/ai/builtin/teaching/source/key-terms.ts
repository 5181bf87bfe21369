import { nounPhrases, type PhraseOccurrence } from 'src/ai/builtin/language/text/noun-phrases';
import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';

/** A ranked candidate before WordNet gives it a sense and a kind. */
export interface RankedTerm {
  key: string;
  label: string;
  forms: string[];
  score: number;
  sentenceIds: number[];
  /** Capitalised inside sentences more often than not: a name (a character, a place). */
  isName: boolean;
}

interface Tally {
  key: string;
  surfaces: Map<string, number>;
  sentenceIds: Set<number>;
  capitalisedInside: number;
  occurrences: number;
  words: number;
}

const MAX_TERMS = 40;

function tally(occurrences: PhraseOccurrence[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const item of occurrences) {
    const entry = tallies.get(item.key) ?? {
      key: item.key,
      surfaces: new Map<string, number>(),
      sentenceIds: new Set<number>(),
      capitalisedInside: 0,
      occurrences: 0,
      words: item.words,
    };
    entry.surfaces.set(item.surface, (entry.surfaces.get(item.surface) ?? 0) + 1);
    entry.sentenceIds.add(item.sentenceId);
    entry.capitalisedInside += item.capitalisedInside ? 1 : 0;
    entry.occurrences += 1;
    tallies.set(item.key, entry);
  }
  return tallies;
}

/** "apples" tagged as a name at a sentence start keeps its plural; fold it into "apple". */
function foldPlurals(tallies: Map<string, Tally>): void {
  for (const [key, entry] of [...tallies.entries()]) {
    const singular = [key.replace(/es$/, ''), key.replace(/s$/, '')].find(
      (form) => form !== key && !key.endsWith('ss') && tallies.has(form),
    );
    const target = singular ? tallies.get(singular) : undefined;
    if (!target || target === entry) continue;
    for (const [surface, count] of entry.surfaces)
      target.surfaces.set(surface, (target.surfaces.get(surface) ?? 0) + count);
    for (const id of entry.sentenceIds) target.sentenceIds.add(id);
    target.capitalisedInside += entry.capitalisedInside;
    target.occurrences += entry.occurrences;
    tallies.delete(key);
  }
}

function mostFrequent(surfaces: Map<string, number>): string {
  return [...surfaces.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

/**
 * Key terms by how often and how early the source uses them, with a lift for phrases the
 * teacher or the source marks as central (the topic, the subject matter, defined phrases).
 * Runs of several words count only when they recur or are marked; otherwise their head noun
 * stands for them.
 */
export function rankTerms(
  sentences: readonly SourceSentence[],
  /** Phrases the teacher or the source marks as central, with how much lift each gets. */
  marked: ReadonlyMap<string, number>,
): RankedTerm[] {
  const tallies = tally(sentences.flatMap((sentence) => nounPhrases(sentence)));
  foldPlurals(tallies);
  const total = Math.max(1, sentences.length);
  const lift = (entry: Tally) =>
    marked.get(entry.key) ?? marked.get(mostFrequent(entry.surfaces).toLowerCase()) ?? 0;
  const isMarked = (entry: Tally) => lift(entry) > 0;
  const kept = [...tallies.values()].filter(
    (entry) => entry.words === 1 || entry.sentenceIds.size >= 2 || isMarked(entry),
  );
  // A head noun used only inside kept phrases ("process" of "chemical process") is not a term.
  const inside = new Map<string, number>();
  for (const entry of kept) {
    if (entry.words === 1) continue;
    const headKey = entry.key.split(/[\s-]/).pop() ?? entry.key;
    inside.set(headKey, (inside.get(headKey) ?? 0) + entry.occurrences);
  }
  const ranked: RankedTerm[] = [];
  for (const entry of kept) {
    const label = mostFrequent(entry.surfaces);
    const marked_ = isMarked(entry);
    if (entry.words === 1 && !marked_ && entry.occurrences <= (inside.get(entry.key) ?? 0))
      continue;
    const first = Math.min(...entry.sentenceIds);
    const isName = entry.capitalisedInside * 2 > entry.occurrences;
    const score =
      entry.sentenceIds.size + (1 - first / total) + (entry.words > 1 ? 0.5 : 0) + lift(entry);
    ranked.push({
      key: entry.key,
      label: isName ? label : label.toLowerCase(),
      forms: [...new Set([...entry.surfaces.keys()].map((form) => form.toLowerCase()))],
      score,
      sentenceIds: [...entry.sentenceIds].sort((a, b) => a - b),
      isName,
    });
  }
  return ranked.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key)).slice(0, MAX_TERMS);
}
