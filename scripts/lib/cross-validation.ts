import { createHash } from 'node:crypto';
import { MODEL_TRAITS, type Trait, type TraitScores } from 'src/ai/builtin/scoring/traits';
import { applyLinear, standardise, type LinearWeights } from 'src/ai/builtin/scoring/trait-model';
import { quadraticWeightedKappa } from './agreement';
import { columnScaling, RidgeSystem } from './ridge';

export const LAMBDAS = [1, 3, 10, 30, 100, 300, 1000, 3000, 10000];
export const SPREADS = Array.from({ length: 21 }, (_, i) => 1 + i * 0.05);
export const FOLDS = 5;

const clamp = (v: number) => Math.min(5, Math.max(1, v));
const rmse = (a: readonly number[], b: readonly number[]) =>
  Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]) ** 2, 0) / a.length);

/** A stable bucket 0..k-1 from a string (an essay id or a prompt title), independent of file order. */
export function bucketOf(key: string, k: number): number {
  return parseInt(createHash('sha1').update(key).digest('hex').slice(0, 8), 16) % k;
}

export interface FittedModel {
  center: number[];
  scale: number[];
  traits: Record<Trait, LinearWeights>;
  overallSpread: { center: number; factor: number };
}

/**
 * Each trait's weights are a shared part, fitted on the mean of the seven human scores with
 * penalty `commonLambda` (the general proficiency the traits have in common, measured with less
 * rater noise than any one trait), plus the trait's own ridge fit on what the shared part leaves,
 * with its penalty in `lambdas`. `commonLambda` Infinity is plain per-trait ridge. The sum is
 * still one linear model per trait, so the engine runs it unchanged.
 */
export interface ModelChoice {
  commonLambda: number;
  lambdas: Record<Trait, number>;
  spread: number;
}

export const COMMON_LAMBDAS = [30, 100, 300, 1000, Infinity];

const meanScore = (h: TraitScores) =>
  MODEL_TRAITS.reduce((sum, t) => sum + h[t], 0) / MODEL_TRAITS.length;

/** The shared part and the residual targets each trait's own ridge is fitted on. */
function sharedPart(
  system: RidgeSystem,
  z: number[][],
  human: readonly TraitScores[],
  commonLambda: number,
) {
  const target = human.map(meanScore);
  const common: LinearWeights = Number.isFinite(commonLambda)
    ? system.fit([target], [commonLambda])[0][0]
    : { intercept: 0, weights: new Array<number>(z[0].length).fill(0) };
  const fitted = z.map((row) => applyLinear(common, row));
  const residuals = MODEL_TRAITS.map((t) => human.map((h, i) => h[t] - fitted[i]));
  return { common, residuals };
}

const addLinear = (a: LinearWeights, b: LinearWeights): LinearWeights => ({
  intercept: a.intercept + b.intercept,
  weights: a.weights.map((w, i) => w + b.weights[i]),
});

/**
 * The rows the model is fitted on and how hard each column is penalised (`columnScaling`): the
 * named features at full scale, the word-use columns shrunk, so many small word effects cannot
 * outweigh the features.
 */
export interface Design {
  rows: number[][];
  emphasis: readonly number[];
}

export const subsetDesign = ({ rows, emphasis }: Design, indices: readonly number[]): Design => ({
  rows: indices.map((i) => rows[i]),
  emphasis,
});

/** Standardises on the given rows and fits every trait, each with its own penalty. */
export function fitModel(
  { rows, emphasis }: Design,
  human: readonly TraitScores[],
  choice: ModelChoice,
): FittedModel {
  const { center, scale } = columnScaling(rows, emphasis);
  const z = rows.map((row) => standardise(row, center, scale));
  const traits = {} as Record<Trait, LinearWeights>;
  const distinct = [...new Set(Object.values(choice.lambdas))];
  const system = new RidgeSystem(z);
  const { common, residuals } = sharedPart(system, z, human, choice.commonLambda);
  const path = system.fit(residuals, distinct);
  MODEL_TRAITS.forEach((trait, t) => {
    traits[trait] = addLinear(common, path[distinct.indexOf(choice.lambdas[trait])][t]);
  });
  const overallCenter = human.reduce((sum, h) => sum + h.Overall, 0) / human.length;
  return { center, scale, traits, overallSpread: { center: overallCenter, factor: choice.spread } };
}

/** What the engine does at run time (`TraitModel.predict`), for a fitted model in memory. */
export function predict(model: FittedModel, row: readonly number[]): TraitScores {
  const z = standardise(row, model.center, model.scale);
  const scores = {} as TraitScores;
  for (const trait of MODEL_TRAITS) scores[trait] = applyLinear(model.traits[trait], z);
  const { center, factor } = model.overallSpread;
  scores.Overall = center + factor * (scores.Overall - center);
  for (const trait of MODEL_TRAITS) scores[trait] = clamp(scores[trait]);
  return scores;
}

/**
 * Chooses the penalty per trait by cross-validated RMSE and the Overall spread by
 * cross-validated QWK, using only the given rows (split into folds by `foldOf`).
 */
export function chooseModel(
  { rows, emphasis }: Design,
  human: readonly TraitScores[],
  foldOf: readonly number[],
  folds = FOLDS,
): ModelChoice {
  // oof[common][lambda][trait][essay]
  const oof = COMMON_LAMBDAS.map(() =>
    LAMBDAS.map(() => MODEL_TRAITS.map(() => new Array<number>(rows.length))),
  );
  for (let fold = 0; fold < folds; fold += 1) {
    const train = rows.flatMap((_, i) => (foldOf[i] !== fold ? [i] : []));
    const test = rows.flatMap((_, i) => (foldOf[i] === fold ? [i] : []));
    if (test.length === 0) continue;
    const { center, scale } = columnScaling(
      train.map((i) => rows[i]),
      emphasis,
    );
    const z = train.map((i) => standardise(rows[i], center, scale));
    const zTest = test.map((i) => standardise(rows[i], center, scale));
    const system = new RidgeSystem(z);
    COMMON_LAMBDAS.forEach((commonLambda, c) => {
      const { common, residuals } = sharedPart(
        system,
        z,
        train.map((i) => human[i]),
        commonLambda,
      );
      const path = system.fit(residuals, LAMBDAS);
      test.forEach((i, k) => {
        const shared = applyLinear(common, zTest[k]);
        path.forEach((models, l) =>
          models.forEach((model, t) => (oof[c][l][t][i] = shared + applyLinear(model, zTest[k]))),
        );
      });
    });
  }
  // Per shared penalty, each trait's best own penalty; then the shared penalty with the lowest
  // mean RMSE over the seven traits.
  let best = { error: Infinity, commonLambda: Infinity, lambdas: {} as Record<Trait, number> };
  let overallOof: number[] = [];
  COMMON_LAMBDAS.forEach((commonLambda, c) => {
    const lambdas = {} as Record<Trait, number>;
    let total = 0;
    let overallHere: number[] = [];
    MODEL_TRAITS.forEach((trait, t) => {
      const y = human.map((h) => h[trait]);
      let bestTrait = Infinity;
      LAMBDAS.forEach((lambda, l) => {
        const error = rmse(oof[c][l][t].map(clamp), y);
        if (error < bestTrait) {
          bestTrait = error;
          lambdas[trait] = lambda;
          if (t === 0) overallHere = oof[c][l][t];
        }
      });
      total += bestTrait;
    });
    if (total < best.error) {
      best = { error: total, commonLambda, lambdas };
      overallOof = overallHere;
    }
  });
  const { commonLambda, lambdas } = best;
  const overall = human.map((h) => h.Overall);
  const center = overall.reduce((sum, v) => sum + v, 0) / overall.length;
  const qwkAt = (factor: number) =>
    quadraticWeightedKappa(
      overall,
      overallOof.map((p) => clamp(center + factor * (p - center))),
    );
  const spread = SPREADS.reduce((best, f) => (qwkAt(f) > qwkAt(best) ? f : best));
  return { commonLambda, lambdas, spread };
}

/**
 * Nested cross-validation: each outer fold is predicted by a model whose penalties and spread
 * were chosen by an inner cross-validation on the other folds only, so no choice saw the essay.
 */
export function nestedCrossValidation(
  design: Design,
  human: readonly TraitScores[],
  outerFoldOf: readonly number[],
  folds = FOLDS,
): { predicted: TraitScores[]; choices: ModelChoice[] } {
  const { rows } = design;
  const predicted = new Array<TraitScores>(rows.length);
  const choices: ModelChoice[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const train = rows.flatMap((_, i) => (outerFoldOf[i] !== fold ? [i] : []));
    const trainDesign = subsetDesign(design, train);
    const trainHuman = train.map((i) => human[i]);
    const choice = chooseModel(
      trainDesign,
      trainHuman,
      train.map((_, j) => j % folds),
      folds,
    );
    choices.push(choice);
    const model = fitModel(trainDesign, trainHuman, choice);
    rows.forEach((row, i) => {
      if (outerFoldOf[i] === fold) predicted[i] = predict(model, row);
    });
  }
  return { predicted, choices };
}
