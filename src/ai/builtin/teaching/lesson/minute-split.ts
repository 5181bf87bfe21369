/**
 * Splitting a whole number of minutes between weighted parts (lesson blocks, the components of a
 * block). Teachers plan in whole minutes and the client shows the sum beside the lesson's length,
 * so the parts must add up exactly: the largest-remainder (Hamilton) method does that while
 * staying as close to the weights as whole minutes allow.
 */
export function splitMinutes(total: number, weights: readonly number[], minimum = 1): number[] {
  if (!Number.isInteger(total) || total < 0) {
    throw new RangeError(`minutes must be a whole number ≥ 0, got ${total}`);
  }
  if (weights.length === 0) return [];
  // A part shorter than the floor is not worth running; lower the floor when time is that short.
  const floor = Math.max(0, Math.min(minimum, Math.floor(total / weights.length)));
  const spare = total - floor * weights.length;
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  const shares = weights.map((w) =>
    sum > 0 ? (spare * Math.max(0, w)) / sum : spare / weights.length,
  );
  const parts = shares.map((s) => floor + Math.floor(s));
  let left = total - parts.reduce((a, p) => a + p, 0);
  // Ties go to the heavier part, then to the earlier one, so the split never depends on sort luck.
  const order = shares
    .map((s, i) => ({ i, rest: s - Math.floor(s), w: weights[i] }))
    .sort((a, b) => b.rest - a.rest || b.w - a.w || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}
