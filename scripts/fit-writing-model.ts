/**
 * Fits the builtin writing engine's trait model on the ELLIPSE calibration essays and writes
 * src/ai/builtin/scoring/writing-model.weights.json (weights only, never the essays).
 *
 *   npm run calibrate:writing                 figures below, then the final fit on all essays
 *   npm run calibrate:writing -- --explore    nested CV on the development essays only (80%),
 *                                             for trying features; no held-out figure, no write
 *   npm run calibrate:writing -- --dry-run    every figure, but leaves the weights file alone
 *   ... --drop=featureA,featureB              fits without those features
 *   ... --vocabulary=N                        reads the use of the N most frequent SUBTLEX
 *                                             words (default 500; 0 for the features alone)
 *   ... --word-use-emphasis=X                 scale of the word-use columns (default 0.3)
 *
 * Figures, none of which lets a model choice see the essays it is scored on:
 *   - nested 5-fold CV on all essays (essay i in outer fold i mod 5; penalties and spread chosen
 *     by an inner 5-fold CV on the other four folds);
 *   - the same with whole prompts held out (outer fold = hash of the prompt title), for essays on
 *     topics the model never saw;
 *   - a fixed held-out 20% (by hash of the essay id) predicted by a model chosen and fitted on
 *     the other 80%. Features were chosen with --explore, which never reads the held-out essays.
 *
 * The checker's findings are cached in .cache/writing-findings/<checker fingerprint>.json
 * (`--findings-cache=<file>` to choose the file, `--no-findings-cache` to skip it); a change to
 * the checker's sources or packages gives a new fingerprint, so stale findings are never reused.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Lexicon } from 'src/ai/builtin/features/lexicon';
import { FEATURE_NAMES } from 'src/ai/builtin/features/writing-features';
import { LanguageChecker } from 'src/ai/builtin/language/language-checker';
import { modelRow, type WritingModelWeights } from 'src/ai/builtin/scoring/trait-model';
import { type TraitScores } from 'src/ai/builtin/scoring/traits';
import { WritingAnalyser } from 'src/ai/builtin/writing-analyser';
import { agreement, formatAgreement, type Agreement } from './lib/agreement';
import {
  bucketOf,
  chooseModel,
  type Design,
  fitModel,
  FOLDS,
  nestedCrossValidation,
  predict,
  subsetDesign,
  type ModelChoice,
} from './lib/cross-validation';
import { cachedChecker, checkerFingerprint, defaultFindingsCacheFile } from './lib/findings-cache';
import { ELLIPSE_ATTRIBUTION, readEssays, requireEllipse, type Essay } from './lib/ellipse';

const WEIGHTS_FILE = resolve(__dirname, '../src/ai/builtin/scoring/writing-model.weights.json');
/** One essay in five is held out, by a hash of its id (stable whatever the file's order). */
const isHeldOut = (essay: Essay) => bucketOf(`holdout:${essay.id}`, 5) === 0;

const rounded = (result: Agreement) => ({
  mcrmse: Number(result.mcrmse.toFixed(4)),
  qwkOverall: Number(result.qwkOverall.toFixed(4)),
  rmse: Object.fromEntries(Object.entries(result.rmse).map(([t, v]) => [t, Number(v.toFixed(4))])),
  pearson: Object.fromEntries(
    Object.entries(result.pearson).map(([t, v]) => [t, Number(v.toFixed(4))]),
  ),
});
const describeChoices = (choices: ModelChoice[]) =>
  choices
    .map(
      (c) =>
        `shared ${c.commonLambda}, own ${JSON.stringify(c.lambdas)}, spread ${c.spread.toFixed(2)}`,
    )
    .join('\n    ');

/** `--drop=a,b` leaves features out of the fit (the engine still measures them). */
const DROPPED = (process.argv.find((arg) => arg.startsWith('--drop='))?.split('=')[1] ?? '')
  .split(',')
  .filter(Boolean);
const unknownDrops = DROPPED.filter((name) => !(FEATURE_NAMES as string[]).includes(name));
if (unknownDrops.length > 0)
  throw new Error(`--drop names unknown features: ${unknownDrops.join(', ')}`);
const USED = FEATURE_NAMES.filter((name) => !DROPPED.includes(name));

const numberOption = (name: string, fallback: number): number => {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number >= 0`);
  return parsed;
};
const VOCABULARY_SIZE = numberOption('vocabulary', 500);
/**
 * How hard word-use weights are penalised next to the features' (see `columnScaling`): 0.3
 * makes them about 11 times as costly. Chosen with --explore on the development essays (MCRMSE /
 * QWK): 0.2 → 0.4920 / 0.687, 0.3 → 0.4918 / 0.681, 0.45 → 0.4914 / 0.676, 0.6 → 0.4934 /
 * 0.676; MCRMSE barely moves, and 0.3 keeps most of the QWK.
 */
const WORD_USE_EMPHASIS = numberOption('word-use-emphasis', 0.3);

async function design(essays: Essay[], vocabulary: readonly string[]): Promise<Design> {
  const cacheArg = process.argv.find((arg) => arg.startsWith('--findings-cache='))?.split('=')[1];
  const cacheFile = process.argv.includes('--no-findings-cache')
    ? null
    : (cacheArg ?? defaultFindingsCacheFile());
  const checker = await LanguageChecker.create();
  const cached = cacheFile ? cachedChecker(checker, cacheFile) : null;
  const analyser = await WritingAnalyser.create(cached ?? checker);
  const started = Date.now();
  const rows: number[][] = [];
  for (const essay of essays) {
    rows.push(modelRow(await analyser.analyse(essay.text), USED, vocabulary));
  }
  cached?.save();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `analysed ${essays.length} essays in ${seconds} s ` +
      `(${USED.length} features, ${vocabulary.length} vocabulary words)`,
  );
  if (cached) {
    const { file, entries, hits } = cached.stats();
    console.log(`findings cache ${file}: ${hits} hits, ${entries} entries`);
  }
  return {
    rows,
    emphasis: [...USED.map(() => 1), ...vocabulary.map(() => WORD_USE_EMPHASIS)],
  };
}

async function main(): Promise<void> {
  const explore = process.argv.includes('--explore');
  const dryRun = explore || process.argv.includes('--dry-run');
  const essays = readEssays(requireEllipse('calibration')).filter((essay) => essay.human);
  const vocabulary = (await Lexicon.load()).mostFrequent(VOCABULARY_SIZE);
  const all = await design(essays, vocabulary);
  const allHuman = essays.map((essay) => essay.human as TraitScores);
  const heldOut = essays.map(isHeldOut);
  const dev = essays.flatMap((_, i) => (heldOut[i] ? [] : [i]));
  const devDesign = subsetDesign(all, dev);
  const devHuman = dev.map((i) => allHuman[i]);

  if (explore) {
    const { predicted, choices } = nestedCrossValidation(
      devDesign,
      devHuman,
      dev.map((_, j) => j % FOLDS),
    );
    const result = await agreement(devHuman, predicted);
    console.log(`nested ${FOLDS}-fold CV on the ${dev.length} development essays:`);
    console.log(formatAgreement(result));
    console.log(`  choices per outer fold:\n    ${describeChoices(choices)}`);
    console.log(
      `explore: MCRMSE=${result.mcrmse.toFixed(4)} QWK_overall=${result.qwkOverall.toFixed(4)} n=${dev.length}`,
    );
    return;
  }

  // 1. Nested CV on every essay.
  const nested = nestedCrossValidation(
    all,
    allHuman,
    essays.map((_, i) => i % FOLDS),
  );
  const cv = await agreement(allHuman, nested.predicted);
  console.log(`nested ${FOLDS}-fold CV on all ${essays.length} essays:`);
  console.log(formatAgreement(cv));
  console.log(`  choices per outer fold:\n    ${describeChoices(nested.choices)}`);

  // 2. Nested CV with whole prompts held out.
  const byPromptNested = nestedCrossValidation(
    all,
    allHuman,
    essays.map((essay) => bucketOf(`prompt:${essay.prompt}`, FOLDS)),
  );
  const byPrompt = await agreement(allHuman, byPromptNested.predicted);
  console.log(`nested ${FOLDS}-fold CV, folds by prompt (unseen topics):`);
  console.log(formatAgreement(byPrompt));

  // 3. The fixed held-out 20%: chosen and fitted on the other 80%.
  const devChoice = chooseModel(
    devDesign,
    devHuman,
    dev.map((_, j) => j % FOLDS),
  );
  const devModel = fitModel(devDesign, devHuman, devChoice);
  const test = essays.flatMap((_, i) => (heldOut[i] ? [i] : []));
  const held = await agreement(
    test.map((i) => allHuman[i]),
    test.map((i) => predict(devModel, all.rows[i])),
  );
  console.log(`held-out ${test.length} essays (model chosen and fitted on ${dev.length}):`);
  console.log(formatAgreement(held));

  // 4. The shipped model: chosen by CV and fitted on every essay.
  const choice = chooseModel(
    all,
    allHuman,
    essays.map((_, i) => i % FOLDS),
  );
  const model = fitModel(all, allHuman, choice);
  console.log(`final fit on ${essays.length}: ${describeChoices([choice])}`);
  console.log(
    `calibrate: CV MCRMSE=${cv.mcrmse.toFixed(3)} QWK_overall=${cv.qwkOverall.toFixed(3)}; ` +
      `by prompt MCRMSE=${byPrompt.mcrmse.toFixed(3)} QWK_overall=${byPrompt.qwkOverall.toFixed(3)}; ` +
      `held-out MCRMSE=${held.mcrmse.toFixed(3)} QWK_overall=${held.qwkOverall.toFixed(3)} n=${test.length}`,
  );
  if (dryRun) return;

  const weights: WritingModelWeights = {
    attribution: ELLIPSE_ATTRIBUTION,
    features: USED,
    vocabulary,
    center: model.center,
    scale: model.scale,
    traits: model.traits,
    overallSpread: model.overallSpread,
    crossValidation: {
      essays: essays.length,
      checkerFingerprint: checkerFingerprint(),
      sharedPenalty: Number.isFinite(choice.commonLambda) ? choice.commonLambda : null,
      penalties: choice.lambdas,
      nested5Fold: rounded(cv),
      nested5FoldByPrompt: rounded(byPrompt),
      heldOut20: { essays: test.length, ...rounded(held) },
    },
  };
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(weights, null, 2)}\n`);
  console.log(`wrote ${WEIGHTS_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
