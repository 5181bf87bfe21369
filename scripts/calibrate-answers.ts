/**
 * Fits the open-answer grading model (src/ai/builtin/grading/grading-model.weights.json) on
 * SciEntsBank and prints its figures cross-validated BY QUESTION: every fold's questions are
 * unseen while fitting, so the figures are for new questions, as on a new exam paper.
 *
 *   npm run calibrate:answers            fit, print the cross-validated figures, write the weights
 *   npm run calibrate:answers -- --dry   print the figures only
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  BuiltinAnswerGrader,
  type PointOutcome,
} from 'src/ai/builtin/grading/builtin-answer-grader';
import { type GradingModelWeights, pointLevel } from 'src/ai/builtin/grading/grading-model';
import { FEATURE_NAMES, type PointFeatures } from 'src/ai/builtin/grading/point-judgement';
import { bucketOf } from './lib/cross-validation';
import { macroF1 } from './lib/answer-metrics';
import { fitLogistic, type LogisticFit, predictLogistic } from './lib/logistic';
import {
  judgeAll,
  type LabelledAnswer,
  readLabelledAnswers,
  SCIENTSBANK_ATTRIBUTION,
  SCIENTSBANK_CSV,
} from './lib/scientsbank';

const FOLDS = 5;
const LAMBDA = 1;
const THRESHOLDS = Array.from({ length: 71 }, (_, i) => 0.15 + i * 0.01);
const OUTPUT = resolve(__dirname, '../src/ai/builtin/grading/grading-model.weights.json');

const vector = (f: PointFeatures) => FEATURE_NAMES.map((name) => f[name]);

interface Item {
  data: LabelledAnswer;
  outcomes: PointOutcome[];
  /** The features of the open point that covers most of the answer (the row the model learns from). */
  row: number[] | null;
  correct: boolean;
}

const floorHalf = (value: number) => Math.floor(value * 2 + 1e-9) / 2;

/** Each open point's probability under a fitted model (null for points matched by form). */
function probabilities(item: Item, fit: LogisticFit): (number | null)[] {
  return item.outcomes.map((o) =>
    o.probability !== null && o.judgement
      ? predictLogistic(fit, vector(o.judgement.features))
      : null,
  );
}

/** An answer's score under candidate thresholds, the way the grader adds up its key points. */
function scoreOf(item: Item, probs: (number | null)[], half: number, full: number): number {
  let total = 0;
  item.outcomes.forEach((o, i) => {
    const p = probs[i];
    const level =
      p === null || !o.judgement ? o.level : pointLevel(p, o.judgement.features, { half, full });
    total += Math.min(o.scheme.marks, floorHalf(o.scheme.marks * level));
  });
  return Math.min(item.data.question.maxMarks, floorHalf(total));
}

function figures(items: Item[], predicted: boolean[]) {
  const f1 = macroF1(
    items.map((i) => i.correct),
    predicted,
  );
  const contradictory = items
    .map((item, i) => [item, predicted[i]] as const)
    .filter(([item]) => item.data.label === 'contradictory');
  const below = contradictory.filter(([, p]) => !p).length / Math.max(1, contradictory.length);
  return { f1, below };
}

function train(items: Item[]): { fit: LogisticFit; half: number; full: number } {
  const rows = items.filter((i) => i.row !== null);
  const fit = fitLogistic(
    rows.map((i) => i.row as number[]),
    rows.map((i) => (i.correct ? 1 : 0)),
    LAMBDA,
  );
  const probs = items.map((i) => probabilities(i, fit));
  // Full marks from the probability half of the answers humans call correct reach (never below
  // the half-mark threshold; the data has 1-mark questions only, so it cannot tell); then the half-mark threshold that best separates
  // correct answers (at least half the marks) from the others.
  const ofCorrect = items
    .flatMap((item, k) => (item.correct ? probs[k].filter((p): p is number => p !== null) : []))
    .sort((a, b) => a - b);
  const median = ofCorrect[Math.floor(ofCorrect.length / 2)] ?? 0.75;
  let best = { half: 0.5, full: 0.75, f1: -1 };
  for (const half of THRESHOLDS) {
    const full = Math.max(half, median);
    const predicted = items.map(
      (i, k) => scoreOf(i, probs[k], half, full) >= i.data.question.maxMarks / 2,
    );
    const { f1 } = figures(items, predicted);
    if (f1 > best.f1) best = { half, full, f1 };
  }
  return { fit, half: best.half, full: best.full };
}

async function main() {
  if (!existsSync(SCIENTSBANK_CSV)) {
    console.log(
      `skipped calibrate:answers: ${SCIENTSBANK_CSV} is absent (see ../shared/data/README.md)`,
    );
    return;
  }
  // The features are read with neutral weights: the committed ones may be for other features.
  const grader = await BuiltinAnswerGrader.create({
    weights: {
      features: [...FEATURE_NAMES],
      weights: FEATURE_NAMES.map(() => 0),
      intercept: 0,
      thresholds: { half: 0.5, full: 0.75 },
    },
  });
  const data = readLabelledAnswers(SCIENTSBANK_CSV).filter((d) => d.label !== null);
  const outcomes = await judgeAll(grader, data);
  const items: Item[] = data.map((d, i) => {
    const open = outcomes[i].filter((o) => o.judgement && o.probability !== null);
    const best = open.sort(
      (a, b) => b.judgement!.features.coverage - a.judgement!.features.coverage,
    )[0];
    return {
      data: d,
      outcomes: outcomes[i],
      row: best ? vector(best.judgement!.features) : null,
      correct: d.label === 'correct',
    };
  });

  // Cross-validation by question: a question's answers are all in one fold.
  const predicted = new Array<boolean>(items.length);
  const baseline = new Array<boolean>(items.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const inFold = (i: Item) => bucketOf(i.data.questionKey, FOLDS) === fold;
    const trainSet = items.filter((i) => !inFold(i));
    const { fit, half, full } = train(trainSet);
    // Baseline: the share of the reference's words found, one threshold (fitted on the same folds).
    let bestT = 0;
    let bestF = -1;
    for (const t of THRESHOLDS) {
      const { f1 } = figures(
        trainSet,
        trainSet.map((i) => (i.row?.[1] ?? 0) >= t),
      );
      if (f1 > bestF) [bestT, bestF] = [t, f1];
    }
    items.forEach((item, index) => {
      if (!inFold(item)) return;
      predicted[index] =
        scoreOf(item, probabilities(item, fit), half, full) >= item.data.question.maxMarks / 2;
      baseline[index] = (item.row?.[1] ?? 0) >= bestT;
    });
  }
  const cv = figures(items, predicted);
  if (process.env.DEBUG_SPLIT) {
    for (const k of [1, 2]) {
      const idx = items.map((_, i) => i).filter((i) => items[i].outcomes.length === k);
      const f = figures(
        idx.map((i) => items[i]),
        idx.map((i) => predicted[i]),
      );
      const b = figures(
        idx.map((i) => items[i]),
        idx.map((i) => baseline[i]),
      );
      console.log(
        `points=${k} n=${idx.length} f1=${f.f1.toFixed(3)} base=${b.f1.toFixed(3)} predicted correct=${idx.filter((i) => predicted[i]).length} truly=${idx.filter((i) => items[i].correct).length}`,
      );
    }
  }
  const base = figures(items, baseline);
  const questions = new Set(items.map((i) => i.data.questionKey)).size;
  console.log(
    `SciEntsBank train-3way: ${items.length} answers to ${questions} questions, ${FOLDS} folds by question`,
  );
  console.log(
    `baseline (word overlap, one threshold): macroF1_2way=${base.f1.toFixed(3)} contradictory_below_half=${base.below.toFixed(3)}`,
  );
  console.log(
    `cross-validated: macroF1_2way=${cv.f1.toFixed(3)} contradictory_below_half=${cv.below.toFixed(3)}`,
  );

  const { fit, half, full } = train(items);
  const weights: GradingModelWeights & { source: string; crossValidated: Record<string, number> } =
    {
      features: [...FEATURE_NAMES],
      weights: fit.weights.map((w) => Math.round(w * 10_000) / 10_000),
      intercept: Math.round(fit.intercept * 10_000) / 10_000,
      thresholds: { half: Math.round(half * 1000) / 1000, full: Math.round(full * 1000) / 1000 },
      crossValidated: {
        macroF1_2way: Math.round(cv.f1 * 1000) / 1000,
        contradictory_below_half: Math.round(cv.below * 1000) / 1000,
      },
      source: SCIENTSBANK_ATTRIBUTION,
    };
  console.log(
    FEATURE_NAMES.map((n, i) => `${n}=${weights.weights[i]}`).join(' '),
    `intercept=${weights.intercept}`,
    `half=${half.toFixed(2)} full=${full.toFixed(2)}`,
  );
  if (!process.argv.includes('--dry')) {
    writeFileSync(OUTPUT, `${JSON.stringify(weights, null, 2)}\n`);
    console.log(`wrote ${OUTPUT}`);
  }
}

void main();
