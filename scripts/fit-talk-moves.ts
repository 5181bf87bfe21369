/**
 * Fits the builtin talk-move labeller on subset1 of the TalkMoves dataset and writes
 * src/ai/builtin/classroom/talk-move-weights.json (fitted weights only, never the transcripts).
 *
 *   npm run calibrate:talkmoves                figures, then the final fit on all of subset1
 *   npm run calibrate:talkmoves -- --dry-run   the figures only; leaves the weights file alone
 *   ... --no-cv                                skips the figures (final fit only)
 *   ... --epochs=N --l2=X --rate=X --balance=X --columns=2^N --folds=N   model settings
 *
 * Figures: grouped cross-validation by transcript (a transcript's fold is a hash of its name),
 * so no lesson is ever both fitted and scored. Inside each outer fold the per-class offsets that
 * raise macro-F1 are tuned on an inner grouped cross-validation of the training folds only; the
 * held-out fold is scored once with the model fitted on all its training folds.
 * Gold `marking` (5 teacher sentences; not a class of the scheme we label with) is kept in the
 * count and can only be a miss.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { talkMoveFeatures, type HashedFeatures } from 'src/ai/builtin/classroom/talk-move-features';
import {
  LinearRoleModel,
  type StoredTalkMoveModel,
} from 'src/ai/builtin/classroom/talk-move-model';
import { STUDENT_MOVES, TEACHER_MOVES } from 'src/ai/builtin/classroom/talk-moves';
import {
  argmax,
  fitSoftmax,
  foldOf,
  formatPerClass,
  macroF1,
  readLessons,
  requireTalkMoves,
  scoreRows,
  TALKMOVES_ATTRIBUTION,
  tuneOffsets,
  type FitOptions,
} from './lib/talk-moves';

const WEIGHTS_FILE = resolve(__dirname, '../src/ai/builtin/classroom/talk-move-weights.json');
const flag = (name: string) => process.argv.includes(`--${name}`);
const numberOption = (name: string, fallback: number): number => {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  if (value === undefined) return fallback;
  const parsed = value.startsWith('2^') ? 2 ** Number(value.slice(2)) : Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`--${name} needs a number, got ${value}`);
  return parsed;
};

const COLUMNS = numberOption('columns', 2 ** 16);
const FOLDS = numberOption('folds', 5);
const INNER_FOLDS = 3;
const SETTINGS = {
  epochs: numberOption('epochs', 6),
  l2: numberOption('l2', 1e-5),
  rate: numberOption('rate', 0.1),
  balance: numberOption('balance', 0.5),
  seed: 20221,
};

interface RoleData {
  name: 'teacher' | 'student';
  classes: readonly string[];
  rows: HashedFeatures[];
  /** Class index; classes.length for a gold label outside the scheme (`marking`). */
  labels: number[];
  transcripts: string[];
}

function fitOn(data: RoleData, use: (i: number) => boolean) {
  const k = data.classes.length;
  const rows: HashedFeatures[] = [];
  const labels: number[] = [];
  for (let i = 0; i < data.rows.length; i++) {
    if (use(i) && data.labels[i] < k) {
      rows.push(data.rows[i]);
      labels.push(data.labels[i]);
    }
  }
  const options: FitOptions = { columns: COLUMNS, classes: k, ...SETTINGS };
  return fitSoftmax(rows, labels, options);
}

/** Held-out scores of every sentence `use` selects, by grouped CV over `foldKey`. */
function outOfFoldScores(
  data: RoleData,
  use: (i: number) => boolean,
  folds: number,
  salt: string,
): Map<number, Float64Array> {
  const k = data.classes.length;
  const result = new Map<number, Float64Array>();
  for (let fold = 0; fold < folds; fold++) {
    const inFold = (i: number) => foldOf(salt + data.transcripts[i], folds) === fold;
    const model = fitOn(data, (i) => use(i) && !inFold(i));
    const held = data.rows.map((_, i) => i).filter((i) => use(i) && inFold(i));
    const scores = scoreRows(
      model,
      held.map((i) => data.rows[i]),
      k,
    );
    held.forEach((i, j) => result.set(i, scores[j]));
  }
  return result;
}

function crossValidate(data: RoleData) {
  const k = data.classes.length;
  const predicted = new Array<number>(data.rows.length).fill(-1);
  const raw = new Array<number>(data.rows.length).fill(-1);
  const allScores = new Map<number, Float64Array>();
  for (let fold = 0; fold < FOLDS; fold++) {
    const training = (i: number) => foldOf(data.transcripts[i], FOLDS) !== fold;
    const inner = outOfFoldScores(data, training, INNER_FOLDS, `inner${fold}:`);
    const innerIds = [...inner.keys()];
    const { offsets } = tuneOffsets(
      innerIds.map((i) => inner.get(i)!),
      innerIds.map((i) => data.labels[i]),
      k,
    );
    const model = fitOn(data, training);
    const held = data.rows.map((_, i) => i).filter((i) => !training(i));
    const scores = scoreRows(
      model,
      held.map((i) => data.rows[i]),
      k,
    );
    held.forEach((i, j) => {
      predicted[i] = argmax(scores[j], offsets);
      raw[i] = argmax(scores[j]);
      allScores.set(i, scores[j]);
    });
    console.log(
      `  ${data.name} fold ${fold + 1}/${FOLDS}: offsets ${[...offsets].map((o) => o.toFixed(1)).join(' ')}`,
    );
  }
  const gold = data.labels.map((y) => (y < k ? data.classes[y] : 'marking'));
  const tuned = macroF1(
    gold,
    predicted.map((p) => data.classes[p]),
    data.classes,
  );
  const untuned = macroF1(
    gold,
    raw.map((p) => data.classes[p]),
    data.classes,
  );
  return { tuned, untuned, allScores };
}

function main() {
  const path = requireTalkMoves('calibrate:talkmoves');
  const lessons = readLessons(path);
  const started = Date.now();
  const roles: Record<'teacher' | 'student', RoleData> = {
    teacher: { name: 'teacher', classes: TEACHER_MOVES, rows: [], labels: [], transcripts: [] },
    student: { name: 'student', classes: STUDENT_MOVES, rows: [], labels: [], transcripts: [] },
  };
  for (const lesson of lessons) {
    const features = talkMoveFeatures(lesson.sentences, COLUMNS);
    lesson.sentences.forEach((sentence, i) => {
      const data = roles[sentence.role];
      const index = data.classes.indexOf(sentence.gold);
      data.rows.push(features[i]);
      data.labels.push(index < 0 ? data.classes.length : index);
      data.transcripts.push(lesson.transcript);
    });
  }
  console.log(
    `${lessons.length} transcripts, ${roles.teacher.rows.length} teacher and ` +
      `${roles.student.rows.length} student sentences; features in ${Date.now() - started} ms`,
  );
  console.log(`settings: columns ${COLUMNS}, ${JSON.stringify(SETTINGS)}`);

  const figures: Record<string, unknown> = {};
  const offsets: Record<string, Float64Array> = {};
  for (const data of [roles.teacher, roles.student]) {
    const k = data.classes.length;
    if (!flag('no-cv')) {
      const cv = crossValidate(data);
      console.log(
        `${data.name}: ${FOLDS}-fold CV by transcript, macro-F1 ${cv.tuned.macro.toFixed(4)} ` +
          `(without offset tuning ${cv.untuned.macro.toFixed(4)}), accuracy ${cv.tuned.accuracy.toFixed(4)}`,
      );
      console.log(formatPerClass(cv.tuned.perClass));
      figures[`${data.name}_macroF1_cv`] = Number(cv.tuned.macro.toFixed(4));
      // The final model's offsets: tuned on the CV's held-out scores of every transcript.
      const ids = [...cv.allScores.keys()];
      offsets[data.name] = tuneOffsets(
        ids.map((i) => cv.allScores.get(i)!),
        ids.map((i) => data.labels[i]),
        k,
      ).offsets;
    } else {
      const scores = outOfFoldScores(data, () => true, FOLDS, '');
      const ids = [...scores.keys()];
      offsets[data.name] = tuneOffsets(
        ids.map((i) => scores.get(i)!),
        ids.map((i) => data.labels[i]),
        k,
      ).offsets;
    }
  }

  if (flag('dry-run')) return;
  const stored: StoredTalkMoveModel = {
    attribution: TALKMOVES_ATTRIBUTION,
    columns: COLUMNS,
    teacher: encodeRole(roles.teacher, offsets.teacher),
    student: encodeRole(roles.student, offsets.student),
    figures: { ...figures, folds: FOLDS, settings: SETTINGS },
  };
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(stored, null, 2)}\n`);
  console.log(`wrote ${WEIGHTS_FILE} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function encodeRole(data: RoleData, offsets: Float64Array) {
  const model = fitOn(data, () => true);
  const bias = Array.from(model.bias, (b, c) => b + offsets[c]);
  return LinearRoleModel.encode(data.classes, model.weights, bias);
}

main();
