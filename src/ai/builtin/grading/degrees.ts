import { wordFrequency } from 'src/ai/builtin/language/spelling/word-frequency';

const IRREGULAR_DEGREES: Record<string, string> = {
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
  further: 'far',
  farther: 'far',
  furthest: 'far',
  farthest: 'far',
};

/** Words whose "-er" is not a comparative ending. */
const NOT_DEGREES = new Set([
  'water',
  'paper',
  'never',
  'other',
  'under',
  'after',
  'over',
  'number',
  'power',
  'layer',
  'center',
  'meter',
  'liter',
  'rubber',
  'copper',
  'silver',
  'river',
  'winter',
  'summer',
  'weather',
  'matter',
  'together',
  'either',
  'neither',
  'whether',
  'rather',
  'however',
  'interest',
  'forest',
  'honest',
  'test',
  'rest',
  'west',
  'nest',
  'best',
  'chest',
  'harvest',
]);

/**
 * The plain form of a comparative or superlative the lemmatiser left ("shorter" → "short",
 * "biggest" → "big", "heavier" → "heavy"), so opposites are found whatever the degree.
 */
export function degreeBase(word: string): string {
  if (IRREGULAR_DEGREES[word]) return IRREGULAR_DEGREES[word];
  if (NOT_DEGREES.has(word) || word.length < 5) return word;
  const match = /^(.*?)(er|est)$/.exec(word);
  if (!match) return word;
  const stem = match[1];
  if (/ier$|iest$/.test(word)) return `${stem.slice(0, -1)}y`;
  if (/([bdgmnpt])\1$/.test(stem)) return stem.slice(0, -1);
  // "larger" → "large", "finer" → "fine": the commoner of the two spellings is the word.
  return wordFrequency(`${stem}e`) > wordFrequency(stem) ? `${stem}e` : stem;
}
