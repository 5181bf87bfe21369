import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import type { LinearWeights } from 'src/ai/builtin/scoring/trait-model';

/**
 * Column means and standard deviations (1 for constant columns, so they get no weight). A column's
 * `emphasis` (default 1) divides its scale: at 0.3 its standardised values are 0.3 times as large,
 * so ridge penalises its weight about 11 times as hard as a full-scale column's.
 */
export function columnScaling(
  rows: number[][],
  emphasis: readonly number[] = [],
): { center: number[]; scale: number[] } {
  const matrix = new Matrix(rows);
  const center = matrix.mean('column');
  const scale = matrix
    .standardDeviation('column', { mean: center })
    .map((s, i) => (s > 1e-9 ? s / (emphasis[i] ?? 1) : 1));
  return { center, scale };
}

/**
 * Ridge regressions on one set of standardised rows, for any targets and penalties. The Gram
 * matrix is eigendecomposed once (XᵀX = V diag(e) Vᵀ), after which each penalty's solution is
 * V diag(1 / (e + λ)) Vᵀ Xᵀy: one decomposition serves every target and penalty a fold needs.
 * The intercept is not penalised.
 */
export class RidgeSystem {
  private readonly xMean: number[];
  private readonly xt: Matrix;
  private readonly vectors: Matrix;
  private readonly values: number[];

  constructor(z: number[][]) {
    const x = new Matrix(z);
    this.xMean = x.mean('column');
    const centred = x.subRowVector(this.xMean);
    this.xt = centred.transpose();
    const eigen = new EigenvalueDecomposition(this.xt.mmul(centred), { assumeSymmetric: true });
    this.vectors = eigen.eigenvectorMatrix;
    this.values = eigen.realEigenvalues;
  }

  /** Returns `[penalty][target]`. */
  fit(targets: readonly (readonly number[])[], lambdas: readonly number[]): LinearWeights[][] {
    const yMeans = targets.map((y) => y.reduce((sum, v) => sum + v, 0) / y.length);
    const y = new Matrix(targets.map((t, k) => t.map((v) => v - yMeans[k]))).transpose();
    const projected = this.vectors.transpose().mmul(this.xt.mmul(y));
    return lambdas.map((lambda) => {
      const shrunk = projected.clone();
      for (let i = 0; i < shrunk.rows; i += 1) {
        shrunk.mulRow(i, 1 / (Math.max(this.values[i], 0) + lambda));
      }
      const solution = this.vectors.mmul(shrunk);
      return targets.map((_, k) => {
        const weights = solution.getColumn(k);
        const intercept = yMeans[k] - weights.reduce((sum, w, i) => sum + w * this.xMean[i], 0);
        return { intercept, weights };
      });
    });
  }
}
