import { Matrix, solve } from 'ml-matrix';
import type { LinearWeights } from 'src/ai/builtin/scoring/trait-model';

/** Column means and standard deviations (1 for constant columns, so they get no weight). */
export function columnScaling(rows: number[][]): { center: number[]; scale: number[] } {
  const matrix = new Matrix(rows);
  const center = matrix.mean('column');
  const scale = matrix.standardDeviation('column', { mean: center }).map((s) => (s > 1e-9 ? s : 1));
  return { center, scale };
}

/** Ridge regression on already standardised rows; the intercept is not penalised. */
export function fitRidge(z: number[][], y: readonly number[], lambda: number): LinearWeights {
  const x = new Matrix(z);
  const xMean = x.mean('column');
  const yMean = y.reduce((sum, v) => sum + v, 0) / y.length;
  const centred = x.clone().subRowVector(xMean);
  const gram = centred.transpose().mmul(centred).add(Matrix.eye(x.columns).mul(lambda));
  const target = Matrix.columnVector(y.map((v) => v - yMean));
  const weights = solve(gram, centred.transpose().mmul(target)).getColumn(0);
  const intercept = yMean - weights.reduce((sum, w, i) => sum + w * xMean[i], 0);
  return { intercept, weights };
}
