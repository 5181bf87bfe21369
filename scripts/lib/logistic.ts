import { Matrix, solve } from 'ml-matrix';

export interface LogisticFit {
  intercept: number;
  weights: number[];
}

/**
 * L2-penalised logistic regression by Newton's method (iteratively reweighted least squares),
 * with `ml-matrix` solving each step. The intercept is not penalised. A few features and a few
 * thousand rows converge in under ten steps; `ml-logistic-regression` only does gradient descent
 * with a fixed rate and no penalty, which needs tuning per data set.
 */
export function fitLogistic(
  rows: readonly number[][],
  labels: readonly number[],
  lambda = 1,
  sampleWeights?: readonly number[],
): LogisticFit {
  const n = rows.length;
  const d = rows[0].length + 1;
  const x = rows.map((row) => [1, ...row]);
  let beta = new Array<number>(d).fill(0);
  for (let step = 0; step < 50; step += 1) {
    const gradient = new Array<number>(d).fill(0);
    const hessian = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (let i = 0; i < n; i += 1) {
      const z = x[i].reduce((sum, v, j) => sum + v * beta[j], 0);
      const p = 1 / (1 + Math.exp(-z));
      const w = sampleWeights?.[i] ?? 1;
      const r = w * (labels[i] - p);
      const h = w * p * (1 - p);
      for (let j = 0; j < d; j += 1) {
        gradient[j] += r * x[i][j];
        for (let k = j; k < d; k += 1) hessian[j][k] += h * x[i][j] * x[i][k];
      }
    }
    for (let j = 0; j < d; j += 1) {
      for (let k = 0; k < j; k += 1) hessian[j][k] = hessian[k][j];
      if (j > 0) {
        gradient[j] -= lambda * beta[j];
        hessian[j][j] += lambda;
      }
    }
    const delta = solve(new Matrix(hessian), Matrix.columnVector(gradient)).getColumn(0);
    beta = beta.map((b, j) => b + delta[j]);
    if (Math.max(...delta.map(Math.abs)) < 1e-8) break;
  }
  return { intercept: beta[0], weights: beta.slice(1) };
}

export function predictLogistic(fit: LogisticFit, row: readonly number[]): number {
  const z = row.reduce((sum, v, j) => sum + v * fit.weights[j], fit.intercept);
  return 1 / (1 + Math.exp(-z));
}
