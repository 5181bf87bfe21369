import { editDistance } from 'src/ai/builtin/language/spelling/edit-distance';
import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';

/**
 * Picks one suggestion deterministically: the fewest edits away, then the most frequent word,
 * then the order the dictionary gave. Case is compared loosely so "english" finds "English".
 */
export function bestSuggestion(word: string, candidates: readonly string[]): string | null {
  const lower = word.toLowerCase();
  const scored = candidates.map((candidate, order) => ({
    candidate,
    order,
    distance: editDistance(lower, candidate.toLowerCase()),
    frequency: wordFrequency(candidate),
  }));
  scored.sort((x, y) => x.distance - y.distance || y.frequency - x.frequency || x.order - y.order);
  const best = scored[0]?.candidate;
  if (best === undefined) return null;
  return /^\p{Lu}/u.test(word) ? best[0].toUpperCase() + best.slice(1) : best;
}
