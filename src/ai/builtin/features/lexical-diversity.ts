const MTLD_THRESHOLD = 0.72;

/** One direction of MTLD: how many "factors" the text needs before its TTR falls to 0.72. */
function mtldPass(words: readonly string[]): number {
  let factors = 0;
  let types = new Set<string>();
  let tokens = 0;
  for (const word of words) {
    types.add(word);
    tokens += 1;
    if (types.size / tokens <= MTLD_THRESHOLD) {
      factors += 1;
      types = new Set();
      tokens = 0;
    }
  }
  if (tokens > 0) factors += (1 - types.size / tokens) / (1 - MTLD_THRESHOLD);
  return factors > 0 ? words.length / factors : words.length;
}

/**
 * Measure of Textual Lexical Diversity (McCarthy & Jarvis 2010), the mean of a forward and a
 * backward pass; unlike a plain type-token ratio it does not fall as essays get longer.
 */
export function mtld(words: readonly string[]): number {
  if (words.length === 0) return 0;
  return (mtldPass(words) + mtldPass([...words].reverse())) / 2;
}

/** Share of n-grams that repeat an n-gram seen earlier: formulaic or circular writing. */
export function repeatedNgramShare(words: readonly string[], n: number): number {
  const total = words.length - n + 1;
  if (total <= 0) return 0;
  const seen = new Set<string>();
  for (let i = 0; i < total; i += 1) seen.add(words.slice(i, i + n).join(' '));
  return 1 - seen.size / total;
}
