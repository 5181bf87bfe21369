import { Matrix, solve } from 'ml-matrix';
import type { LinearWeights } from 'src/ai/builtin/scoring/trait-model';

/** Column means and standard deviations (1 for constant columns, so they get no weight). */
export function columnScaling(rows: number[][]): { center: number[]; scale: number[] } {
  const matrix = new Matrix(rows);
  const center = matrix.mean('column');
  const scale = matrix.standardDeviation('column', { mean: center }).map((s) => (s > 1e-9 ? s : 1));
  return { center, scale };
}

/**
 * Ridge regressions of several targets on the same standardised rows for several penalties at
 * once: the Gram matrix is built once and solved per penalty. The intercept is not penalised.
 * Returns `[penalty][target]`.
 */
export function fitRidgePath(
  z: number[][],
  targets: readonly (readonly number[])[],
  lambdas: readonly number[],
): LinearWeights[][] {
  const x = new Matrix(z);
  const xMean = x.mean('column');
  const centred = x.clone().subRowVector(xMean);
  const yMeans = targets.map((y) => y.reduce((sum, v) => sum + v, 0) / y.length);
  const y = new Matrix(targets.map((t, k) => t.map((v) => v - yMeans[k]))).transpose();
  const xt = centred.transpose();
  const gram = xt.mmul(centred);
  const xty = xt.mmul(y);
  return lambdas.map((lambda) => {
    const solution = solve(gram.clone().add(Matrix.eye(x.columns).mul(lambda)), xty);
    return targets.map((_, k) => {
      const weights = solution.getColumn(k);
      const intercept = yMeans[k] - weights.reduce((sum, w, i) => sum + w * xMean[i], 0);
      return { intercept, weights };
    });
  });
}

/** Ridge regression of one target on already standardised rows. */
export function fitRidge(z: number[][], y: readonly number[], lambda: number): LinearWeights {
  return fitRidgePath(z, [y], [lambda])[0][0];
}
