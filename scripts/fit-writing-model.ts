/**
 * Fits the builtin writing engine's trait model on the ELLIPSE calibration essays and writes
 * src/ai/builtin/scoring/writing-model.weights.json (weights only, never the essays).
 *
 *   npm run calibrate:writing [-- --findings-cache=/tmp/findings.json]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FEATURE_NAMES } from 'src/ai/builtin/features/writing-features';
import { LanguageChecker } from 'src/ai/builtin/language/language-checker';
import type { WritingModelWeights } from 'src/ai/builtin/scoring/trait-model';
import { MODEL_TRAITS, type Trait, type TraitScores } from 'src/ai/builtin/scoring/traits';
import { WritingAnalyser } from 'src/ai/builtin/writing-analyser';
import { agreement, formatAgreement, quadraticWeightedKappa } from './lib/agreement';
import { fitStandardisedRidge, outOfFold } from './lib/cross-validation';
import { cachedChecker } from './lib/findings-cache';
import { ELLIPSE_ATTRIBUTION, readEssays, requireEllipse } from './lib/ellipse';

const FOLDS = 5;
const LAMBDAS = [1, 3, 10, 30, 100, 300, 1000];
const SPREADS = Array.from({ length: 17 }, (_, i) => 1 + i * 0.05);
const WEIGHTS_FILE = resolve(__dirname, '../src/ai/builtin/scoring/writing-model.weights.json');

const rmse = (a: number[], b: number[]) =>
  Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]) ** 2, 0) / a.length);
const clamp = (v: number) => Math.min(5, Math.max(1, v));

async function main(): Promise<void> {
  const essays = readEssays(requireEllipse('calibration')).filter((essay) => essay.human);
  const cacheFile = process.argv.find((arg) => arg.startsWith('--findings-cache='))?.split('=')[1];
  const checker = await LanguageChecker.create();
  const cached = cacheFile ? cachedChecker(checker, cacheFile) : null;
  const analyser = await WritingAnalyser.create(cached ?? checker);
  const started = Date.now();
  const rows: number[][] = [];
  for (const essay of essays) {
    const { features } = await analyser.analyse(essay.text);
    rows.push(FEATURE_NAMES.map((name) => features[name]));
  }
  console.log(
    `analysed ${essays.length} essays in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const human = essays.map((essay) => essay.human as TraitScores);

  // Per trait, the penalty with the lowest cross-validated RMSE.
  const lambdas = {} as Record<Trait, number>;
  const oof = MODEL_TRAITS.map(() => [] as number[]);
  MODEL_TRAITS.forEach((trait, t) => {
    const y = human.map((scores) => scores[trait]);
    let best = Infinity;
    for (const lambda of LAMBDAS) {
      const predicted = outOfFold(rows, y, lambda, FOLDS).map(clamp);
      const error = rmse(predicted, y);
      if (error < best) [best, lambdas[trait], oof[t]] = [error, lambda, predicted];
    }
  });

  const overall = human.map((scores) => scores.Overall);
  const center = overall.reduce((sum, v) => sum + v, 0) / overall.length;
  const spread = (factor: number) => oof[0].map((p) => clamp(center + factor * (p - center)));
  const factor = SPREADS.reduce((best, f) =>
    quadraticWeightedKappa(overall, spread(f)) > quadraticWeightedKappa(overall, spread(best))
      ? f
      : best,
  );
  oof[0] = spread(factor);

  const predicted = essays.map(
    (_, i) => Object.fromEntries(MODEL_TRAITS.map((trait, t) => [trait, oof[t][i]])) as TraitScores,
  );
  const cv = await agreement(human, predicted);
  console.log(
    `${FOLDS}-fold cross-validation (penalties ${JSON.stringify(lambdas)}, Overall spread ${factor}):`,
  );
  console.log(formatAgreement(cv));

  const fitted = MODEL_TRAITS.map((trait) =>
    fitStandardisedRidge(
      rows,
      human.map((scores) => scores[trait]),
      lambdas[trait],
    ),
  );
  const weights: WritingModelWeights = {
    attribution: ELLIPSE_ATTRIBUTION,
    features: FEATURE_NAMES,
    center: fitted[0].center,
    scale: fitted[0].scale,
    traits: Object.fromEntries(MODEL_TRAITS.map((trait, t) => [trait, fitted[t].model])) as Record<
      Trait,
      (typeof fitted)[number]['model']
    >,
    overallSpread: { center, factor },
    crossValidation: { folds: FOLDS, essays: essays.length, penalties: lambdas, ...cv },
  };
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(weights, null, 2)}\n`);
  console.log(`wrote ${WEIGHTS_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
