import { columnScaling, fitRidge } from './ridge';
import { applyLinear, standardise, type LinearWeights } from 'src/ai/builtin/scoring/trait-model';

export interface FittedLinear {
  center: number[];
  scale: number[];
  model: LinearWeights;
}

export function fitStandardisedRidge(rows: number[][], y: number[], lambda: number): FittedLinear {
  const { center, scale } = columnScaling(rows);
  const z = rows.map((row) => standardise(row, center, scale));
  return { center, scale, model: fitRidge(z, y, lambda) };
}

export function predictLinear(fitted: FittedLinear, row: readonly number[]): number {
  return applyLinear(fitted.model, standardise(row, fitted.center, fitted.scale));
}

/**
 * Out-of-fold predictions: essay i is in fold i mod k (the file's order carries no score order),
 * so every essay is predicted by a model that never saw it.
 */
export function outOfFold(rows: number[][], y: number[], lambda: number, folds: number): number[] {
  const predictions = new Array<number>(rows.length);
  for (let fold = 0; fold < folds; fold += 1) {
    const train = rows.map((_, i) => i).filter((i) => i % folds !== fold);
    const fitted = fitStandardisedRidge(
      train.map((i) => rows[i]),
      train.map((i) => y[i]),
      lambda,
    );
    rows.forEach((row, i) => {
      if (i % folds === fold) predictions[i] = predictLinear(fitted, row);
    });
  }
  return predictions;
}
