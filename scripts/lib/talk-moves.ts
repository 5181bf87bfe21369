/**
 * The TalkMoves data (read from ../shared/data, never copied into the repository), the scoring
 * the quality script prints, and the fitting of the builtin labeller's linear models.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { HashedFeatures } from 'src/ai/builtin/classroom/talk-move-features';
import type { ClassroomSentence } from 'src/ai/ports/talk-moves';

export const TALKMOVES_TSV = resolve(__dirname, '../../../shared/data/talkmoves/subset1.tsv');

export const TALKMOVES_ATTRIBUTION =
  'Fitted on subset1 of the TalkMoves dataset (Suresh et al. 2022, "The TalkMoves Dataset: ' +
  'K-12 Mathematics Lesson Transcripts Annotated for Teacher and Student Discursive Moves", ' +
  'LREC; github.com/SumnerLab/TalkMoves), licensed CC BY-NC-SA 4.0. Only these fitted weights ' +
  'are distributed, not the transcripts.';

/** A labelled sentence of a TalkMoves-shaped file. */
export interface LabelledSentence extends ClassroomSentence {
  /** The human label of the sentence's role ('marking' can appear for a teacher sentence). */
  gold: string;
  /**
   * The student label of a `context` row: TalkMoves marks the student contribution a teacher
   * move answers as a `teacher` row labelled `context`, and gives it a student label too.
   */
  studentGold?: string;
}

export interface Lesson {
  transcript: string;
  sentences: LabelledSentence[];
  /** A training copy (see `asClassTrackSees`): fitted on, never scored. */
  copy?: boolean;
}

/**
 * The lesson as ClassTrack passes it: a `context` row (a student's sentence on the teacher's
 * track) becomes a student sentence with its student label. Null when the lesson has none.
 * Fitting on both forms teaches the labeller that restating and revoicing follow a student's
 * sentence whichever way the transcript marks it.
 */
export function asClassTrackSees(lesson: Lesson): Lesson | null {
  if (!lesson.sentences.some((s) => s.studentGold !== undefined)) return null;
  return {
    transcript: lesson.transcript,
    copy: true,
    sentences: lesson.sentences.map((s) =>
      s.studentGold === undefined
        ? s
        : { role: 'student', speaker: s.speaker, text: s.text, gold: s.studentGold || 'none' },
    ),
  };
}

/**
 * Reads a TalkMoves-shaped TSV (transcript, turn, timestamp, speaker, role, sentence,
 * teacher_move, student_move) into lessons in file order. Rows without a role (unlabelled
 * stretches of a few transcripts) carry no label and are left out.
 */
export function readLessons(path: string): Lesson[] {
  const rows = parse<Record<string, string>>(readFileSync(path), {
    columns: true,
    delimiter: '\t',
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  const lessons = new Map<string, Lesson>();
  for (const row of rows) {
    const role = row.role;
    if (role !== 'teacher' && role !== 'student') continue;
    const gold = role === 'teacher' ? row.teacher_move : row.student_move;
    if (!gold) continue;
    const transcript = row.transcript ?? '';
    let lesson = lessons.get(transcript);
    if (!lesson) lessons.set(transcript, (lesson = { transcript, sentences: [] }));
    const sentence: LabelledSentence = {
      role,
      speaker: row.speaker ?? '',
      text: row.sentence ?? '',
      gold,
    };
    if (role === 'teacher' && gold === 'context') sentence.studentGold = row.student_move ?? '';
    lesson.sentences.push(sentence);
  }
  return [...lessons.values()];
}

/** Exits cleanly with a message when the data is absent (a fresh clone, CI without it). */
export function requireTalkMoves(purpose: string, path = TALKMOVES_TSV): string {
  if (!existsSync(path)) {
    console.log(`skipped ${purpose}: ${path} is absent (shared data is not in the repo)`);
    process.exit(0);
  }
  return path;
}

export interface ClassF1 {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/**
 * Per-class F1 and their mean over `classes`. A gold label outside `classes` (TalkMoves'
 * `marking`, which the scheme we label with has no place for) stays in the count and can only
 * be a miss: whatever is predicted for it is a false positive of the predicted class.
 */
export function macroF1(
  gold: readonly string[],
  predicted: readonly string[],
  classes: readonly string[],
): { macro: number; perClass: ClassF1[]; accuracy: number } {
  const perClass = classes.map((label) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (let i = 0; i < gold.length; i++) {
      if (predicted[i] === label && gold[i] === label) tp++;
      else if (predicted[i] === label) fp++;
      else if (gold[i] === label) fn++;
    }
    const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { label, precision, recall, f1, support: tp + fn };
  });
  let correct = 0;
  for (let i = 0; i < gold.length; i++) if (gold[i] === predicted[i]) correct++;
  return {
    macro: perClass.reduce((sum, c) => sum + c.f1, 0) / classes.length,
    perClass,
    accuracy: gold.length === 0 ? 0 : correct / gold.length,
  };
}

export const formatPerClass = (perClass: ClassF1[]) =>
  perClass
    .map(
      (c) =>
        `    ${c.label.padEnd(30)} F1 ${c.f1.toFixed(3)}  P ${c.precision.toFixed(3)}  ` +
        `R ${c.recall.toFixed(3)}  n ${c.support}`,
    )
    .join('\n');

/** A deterministic pseudo-random sequence (mulberry32) for shuffling. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FitOptions {
  columns: number;
  classes: number;
  epochs: number;
  /** L2 penalty per example step. */
  l2: number;
  /** Adagrad step size. */
  rate: number;
  /** Class weight = (n / (K n_c)) ^ balance; 0 = unweighted, 1 = fully balanced. */
  balance: number;
  seed: number;
}

export interface FittedLinear {
  weights: Float32Array;
  bias: Float64Array;
}

/**
 * Multinomial logistic regression by Adagrad SGD over sparse rows, with class weights and an L2
 * penalty applied to the weights a row touches. Deterministic for a given seed.
 */
export function fitSoftmax(
  rows: readonly HashedFeatures[],
  labels: readonly number[],
  options: FitOptions,
): FittedLinear {
  const k = options.classes;
  const weights = new Float32Array(options.columns * k);
  const squares = new Float32Array(options.columns * k);
  const bias = new Float64Array(k);
  const biasSquares = new Float64Array(k);
  const counts = new Array<number>(k).fill(0);
  for (const y of labels) counts[y]++;
  const classWeight = counts.map((n) =>
    n === 0 ? 0 : Math.pow(labels.length / (k * n), options.balance),
  );
  const order = rows.map((_, i) => i);
  const random = seededRandom(options.seed);
  const scores = new Float64Array(k);
  const eps = 1e-8;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const r of order) {
      const row = rows[r];
      const y = labels[r];
      scores.set(bias);
      for (let j = 0; j < row.indices.length; j++) {
        const base = row.indices[j] * k;
        const v = row.values[j];
        for (let c = 0; c < k; c++) scores[c] += weights[base + c] * v;
      }
      let max = -Infinity;
      for (let c = 0; c < k; c++) max = Math.max(max, scores[c]);
      let total = 0;
      for (let c = 0; c < k; c++) total += scores[c] = Math.exp(scores[c] - max);
      const cw = classWeight[y];
      for (let c = 0; c < k; c++) {
        const g = cw * (scores[c] / total - (c === y ? 1 : 0));
        biasSquares[c] += g * g;
        bias[c] -= (options.rate * g) / Math.sqrt(biasSquares[c] + eps);
        scores[c] = g;
      }
      for (let j = 0; j < row.indices.length; j++) {
        const base = row.indices[j] * k;
        const v = row.values[j];
        for (let c = 0; c < k; c++) {
          const at = base + c;
          const g = scores[c] * v + options.l2 * weights[at];
          squares[at] += g * g;
          weights[at] -= (options.rate * g) / Math.sqrt(squares[at] + eps);
        }
      }
    }
  }
  return { weights, bias };
}

export function scoreRows(
  model: FittedLinear,
  rows: readonly HashedFeatures[],
  k: number,
): Float64Array[] {
  return rows.map((row) => {
    const out = Float64Array.from(model.bias);
    for (let j = 0; j < row.indices.length; j++) {
      const base = row.indices[j] * k;
      for (let c = 0; c < k; c++) out[c] += model.weights[base + c] * row.values[j];
    }
    return out;
  });
}

export const argmax = (scores: ArrayLike<number>, offsets?: ArrayLike<number>) => {
  let best = 0;
  let bestValue = -Infinity;
  for (let c = 0; c < scores.length; c++) {
    const value = scores[c] + (offsets ? offsets[c] : 0);
    if (value > bestValue) [best, bestValue] = [c, value];
  }
  return best;
};

function macroOfIndices(gold: readonly number[], predicted: readonly number[], k: number): number {
  const tp = new Array<number>(k).fill(0);
  const fp = new Array<number>(k).fill(0);
  const fn = new Array<number>(k).fill(0);
  for (let i = 0; i < gold.length; i++) {
    if (gold[i] === predicted[i]) tp[gold[i]]++;
    else {
      fp[predicted[i]]++;
      if (gold[i] < k) fn[gold[i]]++;
    }
  }
  let sum = 0;
  for (let c = 0; c < k; c++) sum += tp[c] === 0 ? 0 : (2 * tp[c]) / (2 * tp[c] + fp[c] + fn[c]);
  return sum / k;
}

/**
 * Per-class score offsets that raise macro-F1 on the given (held-out) scores: coordinate ascent
 * over a grid, a few passes. Labels >= k (a class outside the scheme) count as misses.
 */
export function tuneOffsets(scores: readonly Float64Array[], gold: readonly number[], k: number) {
  const offsets = new Float64Array(k);
  const predictAll = () => scores.map((s) => argmax(s, offsets));
  let best = macroOfIndices(gold, predictAll(), k);
  for (let pass = 0; pass < 3; pass++) {
    let improved = false;
    for (let c = 1; c < k; c++) {
      const start = offsets[c];
      let bestValue = start;
      for (let step = -30; step <= 30; step++) {
        offsets[c] = start + step * 0.1;
        const value = macroOfIndices(gold, predictAll(), k);
        if (value > best + 1e-9) [best, bestValue, improved] = [value, offsets[c], true];
      }
      offsets[c] = bestValue;
    }
    if (!improved) break;
  }
  return { offsets, macro: best };
}

/** Fold of a transcript by a hash of its name (stable whatever the file's order). */
export function foldOf(transcript: string, folds: number): number {
  let hash = 0x811c9dc5;
  const key = `fold:${transcript}`;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % folds;
}

/**
 * Keeps the `keep` columns with the largest weights (largest absolute weight over the classes)
 * and zeroes the rest, so the committed file stores few columns of a large hashed space.
 */
export function pruneColumns(model: FittedLinear, k: number, keep: number): FittedLinear {
  const columns = model.weights.length / k;
  const strength = new Float64Array(columns);
  for (let column = 0; column < columns; column++) {
    let max = 0;
    for (let c = 0; c < k; c++) max = Math.max(max, Math.abs(model.weights[column * k + c]));
    strength[column] = max;
  }
  const used = [...strength.keys()].filter((column) => strength[column] > 0);
  if (used.length <= keep) return model;
  used.sort((a, b) => strength[b] - strength[a] || a - b);
  const weights = new Float32Array(model.weights.length);
  for (const column of used.slice(0, keep)) {
    for (let c = 0; c < k; c++) weights[column * k + c] = model.weights[column * k + c];
  }
  return { weights, bias: model.bias };
}
