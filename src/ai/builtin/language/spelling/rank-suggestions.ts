import { editDistance } from 'src/ai/builtin/language/spelling/edit-distance';
import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';

/**
 * Archaic and poetic words the dictionaries hold, which no student should be told to write:
 * "themself" is not "thyself", "thw" is not "thou".
 */
const ARCHAIC = new Set([
  'thee',
  'thou',
  'thy',
  'thine',
  'thyself',
  'ye',
  'hath',
  'doth',
  'dost',
  'hast',
  'shalt',
  'thence',
  'whence',
  'hither',
  'thither',
  'whither',
  'twas',
  'ere',
  'oft',
  'nay',
  'yea',
]);

/**
 * Picks one suggestion deterministically: the fewest edits away, then the most frequent word,
 * then the order the dictionary gave; never an archaic word. Case is compared loosely so "english" finds "English".
 */
export function bestSuggestion(word: string, candidates: readonly string[]): string | null {
  const lower = word.toLowerCase();
  const current = candidates.filter((candidate) => !ARCHAIC.has(candidate.toLowerCase()));
  const scored = current.map((candidate, order) => ({
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
