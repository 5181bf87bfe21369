import {
  ANALYTIC_TRAITS,
  MODEL_TRAITS,
  type Trait,
  type TraitScores,
} from 'src/ai/builtin/scoring/traits';

export interface Agreement {
  rmse: Record<Trait, number>;
  pearson: Record<Trait, number>;
  /** Mean over the six analytic traits of their RMSE (the Kaggle ELL metric). */
  mcrmse: number;
  /** Quadratic weighted kappa of Overall, both sides snapped to half points. */
  qwkOverall: number;
}

const toHalfPointBin = (score: number): number =>
  Math.round(Math.min(5, Math.max(1, score)) * 2) - 2;

/** Cohen's kappa with quadratic weights over the nine half-point bins 1.0–5.0. */
export function quadraticWeightedKappa(
  human: readonly number[],
  predicted: readonly number[],
): number {
  const bins = 9;
  const a = human.map(toHalfPointBin);
  const b = predicted.map(toHalfPointBin);
  const histA = new Array<number>(bins).fill(0);
  const histB = new Array<number>(bins).fill(0);
  a.forEach((bin) => (histA[bin] += 1));
  b.forEach((bin) => (histB[bin] += 1));
  const weight = (i: number, j: number) => ((i - j) / (bins - 1)) ** 2;
  const observed = a.reduce((sum, bin, k) => sum + weight(bin, b[k]), 0);
  let expected = 0;
  for (let i = 0; i < bins; i += 1) {
    for (let j = 0; j < bins; j += 1) expected += (weight(i, j) * histA[i] * histB[j]) / a.length;
  }
  return expected === 0 ? 1 : 1 - observed / expected;
}

export async function agreement(
  human: readonly TraitScores[],
  predicted: readonly TraitScores[],
): Promise<Agreement> {
  const { rootMeanSquare, sampleCorrelation } = await import('simple-statistics');
  const column = (rows: readonly TraitScores[], trait: Trait) => rows.map((row) => row[trait]);
  const rmse = {} as Record<Trait, number>;
  const pearson = {} as Record<Trait, number>;
  for (const trait of MODEL_TRAITS) {
    const h = column(human, trait);
    const p = column(predicted, trait);
    rmse[trait] = rootMeanSquare(h.map((value, i) => value - p[i]));
    pearson[trait] = sampleCorrelation(h, p);
  }
  const mcrmse = ANALYTIC_TRAITS.reduce((sum, t) => sum + rmse[t], 0) / ANALYTIC_TRAITS.length;
  return {
    rmse,
    pearson,
    mcrmse,
    qwkOverall: quadraticWeightedKappa(column(human, 'Overall'), column(predicted, 'Overall')),
  };
}

export function formatAgreement(result: Agreement): string {
  const rows = MODEL_TRAITS.map(
    (t) => `  ${t.padEnd(12)} RMSE ${result.rmse[t].toFixed(3)}  r ${result.pearson[t].toFixed(3)}`,
  );
  return [
    ...rows,
    `  MCRMSE ${result.mcrmse.toFixed(3)}  QWK(Overall) ${result.qwkOverall.toFixed(3)}`,
  ].join('\n');
}
