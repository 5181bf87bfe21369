/**
 * Whole counts for `total` items split by percentages (largest remainder): the counts add up to
 * `total` exactly and each is within 1 of its exact share. Ties go to the earlier key.
 */
export function apportion<K extends string>(
  total: number,
  percentages: Record<K, number>,
): Record<K, number> {
  const keys = Object.keys(percentages) as K[];
  const sum = keys.reduce((acc, key) => acc + percentages[key], 0);
  if (sum <= 0) throw new Error('apportion: the percentages add up to 0');
  const exact = keys.map((key) => (total * percentages[key]) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((acc, count) => acc + count, 0);
  const byRemainder = keys
    .map((_, index) => index)
    .sort((a, b) => exact[b] - counts[b] - (exact[a] - counts[a]) || a - b);
  for (const index of byRemainder) {
    if (left === 0) break;
    counts[index] += 1;
    left -= 1;
  }
  return Object.fromEntries(keys.map((key, index) => [key, counts[index]])) as Record<K, number>;
}
