/** Macro-averaged F1 of a two-class decision (correct vs not). */
export function macroF1(truth: readonly boolean[], predicted: readonly boolean[]): number {
  const f1 = (positive: boolean) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    truth.forEach((t, i) => {
      const p = predicted[i];
      if (p === positive && t === positive) tp += 1;
      else if (p === positive) fp += 1;
      else if (t === positive) fn += 1;
    });
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  };
  return (f1(true) + f1(false)) / 2;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i += 1) {
    num += (a[i] - ma) * (b[i] - mb);
    da += (a[i] - ma) ** 2;
    db += (b[i] - mb) ** 2;
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0;
}

export function rmse(a: readonly number[], b: readonly number[]): number {
  return Math.sqrt(a.reduce((s, v, i) => s + (v - b[i]) ** 2, 0) / a.length);
}
