/**
 * Runs the builtin engine on every `full_text` of an ELLIPSE-shaped CSV and, when the file has
 * the human trait columns, prints agreement with them.
 *
 *   npm run quality:writing -- ../shared/data/ellipse/ellipse-calibration.csv [--findings-cache]
 *
 * `--findings-cache` reads the checker's findings from .cache/writing-findings/<fingerprint>.json
 * when calibrate:writing has filled it for the checker as it is now (same findings, much faster).
 * On the calibration file itself the figures are in-sample, hence optimistic: the model was
 * fitted on these essays. calibrate:writing prints the cross-validated and held-out figures.
 */
import { existsSync } from 'node:fs';
import { TRAIT_SCALE, MODEL_TRAITS, type TraitScores } from 'src/ai/builtin/scoring/traits';
import { agreement, formatAgreement } from './lib/agreement';
import { readEssays } from './lib/ellipse';
import { cachedChecker, defaultFindingsCacheFile } from './lib/findings-cache';
import { LanguageChecker } from 'src/ai/builtin/language/language-checker';
import { createScriptEngine, essayTask } from './lib/offline-engine';

/** An unassessable answer sits at the bottom of the human scale. */
const FLOOR = Object.fromEntries(MODEL_TRAITS.map((t) => [t, TRAIT_SCALE.min])) as TraitScores;

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file || !existsSync(file)) {
    console.log(
      `skipped quality:writing: pass a CSV with a full_text column (got ${file ?? 'none'})`,
    );
    return;
  }
  const essays = readEssays(file);
  const engine = process.argv.includes('--findings-cache')
    ? await createScriptEngine(
        cachedChecker(await LanguageChecker.create(), defaultFindingsCacheFile()),
      )
    : await createScriptEngine();
  const predicted: TraitScores[] = [];
  const started = Date.now();
  for (const essay of essays) {
    const { traits } = await engine.assessWithTraits({
      task: essayTask(essay.prompt),
      answerText: essay.text,
      customCriteria: [],
    });
    predicted.push(traits ?? FLOOR);
  }
  console.log(
    `assessed ${essays.length} essays in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const scored = essays.flatMap((essay, i) => (essay.human ? [[essay.human, predicted[i]]] : []));
  if (scored.length === 0) {
    console.log('no human scores in the file: nothing to compare');
    return;
  }
  const result = await agreement(
    scored.map(([human]) => human),
    scored.map(([, prediction]) => prediction),
  );
  console.log(formatAgreement(result));
  console.log(
    `quality: MCRMSE=${result.mcrmse.toFixed(3)} QWK_overall=${result.qwkOverall.toFixed(3)} n=${scored.length}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
