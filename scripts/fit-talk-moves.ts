/**
 * Fits the builtin talk-move labeller on subset1 of the TalkMoves dataset and writes
 * src/ai/builtin/classroom/talk-move-weights.json (fitted weights only, never the transcripts).
 * The two passes, the fitting data and the cross-validation by transcript: docs/talk-moves.md.
 *
 *   npm run calibrate:talkmoves                figures, then the final fit on all of subset1
 *   npm run calibrate:talkmoves -- --dry-run   the figures only; leaves the weights file alone
 *   ... --no-cv                                skips the figures (final fit only)
 *   ... --epochs=N --l2=X --rate=X --balance=X --columns=2^N --keep=N --folds=N   first pass
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONTEXT_COLUMNS, contextFeatures } from 'src/ai/builtin/classroom/talk-move-context';
import { talkMoveFeatures, type HashedFeatures } from 'src/ai/builtin/classroom/talk-move-features';
import {
  LinearRoleModel,
  type StoredTalkMoveModel,
} from 'src/ai/builtin/classroom/talk-move-model';
import { STUDENT_MOVES, TEACHER_MOVES } from 'src/ai/ports/talk-moves';
import {
  argmax,
  asClassTrackSees,
  fitSoftmax,
  foldOf,
  formatPerClass,
  macroF1,
  pruneColumns,
  readLessons,
  type Lesson,
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

const COLUMNS = numberOption('columns', 2 ** 18);
/** First-pass columns kept (the strongest); the rest are zeroed, in CV as in the final fit. */
const KEEP = numberOption('keep', 60000);
const FOLDS = numberOption('folds', 5);
const INNER_FOLDS = 3;
const SETTINGS = {
  epochs: numberOption('epochs', 6),
  l2: numberOption('l2', 1e-5),
  rate: numberOption('rate', 0.1),
  balance: numberOption('balance', 0.5),
  seed: 20221,
};

type Role = 'teacher' | 'student';
const ROLES: Role[] = ['teacher', 'student'];

interface RoleData {
  name: Role;
  classes: readonly string[];
  rows: HashedFeatures[];
  /** Class index; classes.length for a gold label outside the scheme (`marking`). */
  labels: number[];
  transcripts: string[];
  /** The sentence's index in `Corpus.sentences`. */
  global: number[];
  /** False for the sentences of a training copy (asClassTrackSees): fitted on, never scored. */
  scored: boolean[];
}

interface Corpus {
  lessons: Lesson[];
  /** Every sentence in lesson order: its lesson, role and row in its role's data. */
  sentences: { lesson: number; role: Role; row: number }[];
  roles: Record<Role, RoleData>;
}

const softmax = (scores: Float64Array) => {
  const max = Math.max(...scores);
  const out = scores.map((s) => Math.exp(s - max));
  const total = out.reduce((a, b) => a + b, 0);
  return out.map((v) => v / total);
};

function fitOn(
  data: RoleData,
  rows: readonly HashedFeatures[],
  use: (i: number) => boolean,
  options: FitOptions,
) {
  const k = data.classes.length;
  const chosen: HashedFeatures[] = [];
  const labels: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (use(i) && data.labels[i] < k) {
      chosen.push(rows[i]);
      labels.push(data.labels[i]);
    }
  }
  return fitSoftmax(chosen, labels, options);
}

const firstPassOptions = (k: number): FitOptions => ({ columns: COLUMNS, classes: k, ...SETTINGS });
const secondPassOptions = (k: number): FitOptions => ({
  columns: CONTEXT_COLUMNS,
  classes: k,
  ...SETTINGS,
  l2: 0,
  epochs: 4,
  rate: 0.05,
});

/**
 * First-pass label probabilities of the sentences of the transcripts `score` selects, from
 * models fitted (both roles) on the transcripts `train` selects.
 */
function firstPass(
  corpus: Corpus,
  train: (transcript: string) => boolean,
  score: (transcript: string) => boolean,
  probabilities: Float64Array[],
) {
  for (const role of ROLES) {
    const data = corpus.roles[role];
    const k = data.classes.length;
    const model = pruneColumns(
      fitOn(data, data.rows, (i) => train(data.transcripts[i]), firstPassOptions(k)),
      k,
      KEEP,
    );
    const held = data.rows.map((_, i) => i).filter((i) => score(data.transcripts[i]));
    const scores = scoreRows(
      model,
      held.map((i) => data.rows[i]),
      k,
    );
    held.forEach((i, j) => (probabilities[data.global[i]] = softmax(scores[j])));
  }
}

/** Second-pass rows of every sentence, from the first-pass probabilities given. */
function secondPassRows(
  corpus: Corpus,
  probabilities: Float64Array[],
): Record<Role, HashedFeatures[]> {
  const rows: Record<Role, HashedFeatures[]> = { teacher: [], student: [] };
  let g = 0;
  for (const lesson of corpus.lessons) {
    const n = lesson.sentences.length;
    const features = contextFeatures(lesson.sentences, probabilities.slice(g, g + n));
    features.forEach((f, i) => {
      const { role, row } = corpus.sentences[g + i];
      rows[role][row] = f;
    });
    g += n;
  }
  return rows;
}

/** Held-out second-pass scores of the rows `use` selects, by grouped CV (cheap: few columns). */
function secondPassOutOfFold(
  data: RoleData,
  rows: HashedFeatures[],
  use: (i: number) => boolean,
  salt: string,
) {
  const k = data.classes.length;
  const ids: number[] = [];
  const scores: Float64Array[] = [];
  for (let fold = 0; fold < INNER_FOLDS; fold++) {
    const inFold = (i: number) => foldOf(salt + data.transcripts[i], INNER_FOLDS) === fold;
    const model = fitOn(data, rows, (i) => use(i) && !inFold(i), secondPassOptions(k));
    const held = rows.map((_, i) => i).filter((i) => use(i) && inFold(i));
    scoreRows(
      model,
      held.map((i) => rows[i]),
      k,
    ).forEach((s, j) => {
      ids.push(held[j]);
      scores.push(s);
    });
  }
  return tuneOffsets(
    scores,
    ids.map((i) => data.labels[i]),
    k,
  ).offsets;
}

/** First-pass probabilities of every sentence `use` selects, each from a model that never saw its transcript. */
function firstPassOutOfFold(corpus: Corpus, use: (t: string) => boolean, salt: string) {
  const probabilities = new Array<Float64Array>(corpus.sentences.length);
  for (let fold = 0; fold < INNER_FOLDS; fold++) {
    const inFold = (t: string) => foldOf(salt + t, INNER_FOLDS) === fold;
    firstPass(
      corpus,
      (t) => use(t) && !inFold(t),
      (t) => use(t) && inFold(t),
      probabilities,
    );
  }
  return probabilities;
}

function crossValidate(corpus: Corpus) {
  const predicted: Record<Role, number[]> = { teacher: [], student: [] };
  const firstOnly: Record<Role, number[]> = { teacher: [], student: [] };
  for (let fold = 0; fold < FOLDS; fold++) {
    const training = (t: string) => foldOf(t, FOLDS) !== fold;
    // First pass: out-of-fold probabilities for the training transcripts, and probabilities
    // for the held-out ones from a model fitted on all training transcripts.
    const probabilities = firstPassOutOfFold(corpus, training, `inner${fold}:`);
    firstPass(corpus, training, (t) => !training(t), probabilities);
    const rows = secondPassRows(corpus, probabilities);
    for (const role of ROLES) {
      const data = corpus.roles[role];
      const k = data.classes.length;
      const isTraining = (i: number) => training(data.transcripts[i]);
      const offsets = secondPassOutOfFold(data, rows[role], isTraining, `second${fold}:`);
      const model = fitOn(data, rows[role], isTraining, secondPassOptions(k));
      const held = data.rows.map((_, i) => i).filter((i) => !isTraining(i));
      scoreRows(
        model,
        held.map((i) => rows[role][i]),
        k,
      ).forEach((s, j) => (predicted[role][held[j]] = argmax(s, offsets)));
      held.forEach((i) => (firstOnly[role][i] = argmax(probabilities[data.global[i]])));
    }
    console.log(`  fold ${fold + 1}/${FOLDS} done`);
  }
  return ROLES.map((role) => {
    const data = corpus.roles[role];
    const k = data.classes.length;
    const name = (y: number) => (y < k ? data.classes[y] : 'marking');
    /** Figures over the rows `use` selects (the file's own rows unless told otherwise). */
    const score = (labels: number[], use = (i: number) => data.scored[i]) => {
      const ids = data.rows.map((_, i) => i).filter(use);
      return macroF1(
        ids.map((i) => name(data.labels[i])),
        ids.map((i) => data.classes[labels[i]]),
        data.classes,
      );
    };
    // Each held-out fold on its own: how much the figure moves from one set of lessons to another.
    const perFold = [...Array(FOLDS).keys()].map(
      (fold) =>
        score(predicted[role], (i) => data.scored[i] && foldOf(data.transcripts[i], FOLDS) === fold)
          .macro,
    );
    return {
      role,
      perFold,
      stacked: score(predicted[role]),
      first: score(firstOnly[role]),
      /** The training copies: the lessons with students' `context` rows as student sentences. */
      asClassTrack: score(predicted[role], (i) => !data.scored[i]),
    };
  });
}

function loadCorpus(path: string): Corpus {
  const original = readLessons(path);
  const lessons = [
    ...original,
    ...original.map(asClassTrackSees).filter((l): l is Lesson => l !== null),
  ];
  const roles: Record<Role, RoleData> = {
    teacher: {
      name: 'teacher',
      classes: TEACHER_MOVES,
      rows: [],
      labels: [],
      transcripts: [],
      global: [],
      scored: [],
    },
    student: {
      name: 'student',
      classes: STUDENT_MOVES,
      rows: [],
      labels: [],
      transcripts: [],
      global: [],
      scored: [],
    },
  };
  const sentences: Corpus['sentences'] = [];
  lessons.forEach((lesson, l) => {
    const features = talkMoveFeatures(lesson.sentences, COLUMNS);
    lesson.sentences.forEach((sentence, i) => {
      const data = roles[sentence.role];
      const index = data.classes.indexOf(sentence.gold);
      sentences.push({ lesson: l, role: sentence.role, row: data.rows.length });
      data.global.push(sentences.length - 1);
      data.rows.push(features[i]);
      data.labels.push(index < 0 ? data.classes.length : index);
      data.transcripts.push(lesson.transcript);
      data.scored.push(!lesson.copy);
    });
  });
  return { lessons, sentences, roles };
}

function main() {
  const path = requireTalkMoves('calibrate:talkmoves');
  const started = Date.now();
  const corpus = loadCorpus(path);
  const count = (role: Role) => corpus.roles[role].scored.filter(Boolean).length;
  const copies = corpus.lessons.filter((l) => l.copy).length;
  console.log(
    `${corpus.lessons.length - copies} transcripts, ${count('teacher')} teacher and ` +
      `${count('student')} student sentences, plus ${copies} training copies with students' ` +
      `context rows as student sentences; features in ${Date.now() - started} ms`,
  );
  console.log(`settings: columns ${COLUMNS}, keep ${KEEP}, ${JSON.stringify(SETTINGS)}`);

  const figures: Record<string, number> = {};
  if (!flag('no-cv')) {
    for (const { role, stacked, first, perFold, asClassTrack } of crossValidate(corpus)) {
      console.log(
        `${role}: ${FOLDS}-fold CV by transcript, macro-F1 ${stacked.macro.toFixed(4)} ` +
          `(first pass alone ${first.macro.toFixed(4)}), accuracy ${stacked.accuracy.toFixed(4)}; ` +
          `per fold ${perFold.map((m) => m.toFixed(3)).join(' ')}`,
      );
      console.log(formatPerClass(stacked.perClass));
      if (role === 'teacher') {
        const f1 = (label: string) =>
          asClassTrack.perClass.find((c) => c.label === label)?.f1.toFixed(3) ?? '-';
        console.log(
          `  the same held-out lessons with students' context rows passed as student sentences ` +
            `(as ClassTrack passes them): restating F1 ${f1('restating')}, revoicing F1 ${f1('revoicing')}`,
        );
        figures.restating_F1_cv_student_rows = Number(f1('restating'));
        figures.revoicing_F1_cv_student_rows = Number(f1('revoicing'));
      }
      figures[`${role}_macroF1_cv`] = Number(stacked.macro.toFixed(4));
      figures[`${role}_macroF1_cv_first_pass`] = Number(first.macro.toFixed(4));
    }
    console.log(
      `calibrate talkmoves: teacher_macroF1_cv=${figures.teacher_macroF1_cv} ` +
        `student_macroF1_cv=${figures.student_macroF1_cv}`,
    );
  }
  if (flag('dry-run')) return;

  // The final model: the second pass learns from out-of-fold first-pass probabilities of all
  // of subset1 (as it will meet first-pass output on lessons the first pass never saw).
  const all = () => true;
  const probabilities = firstPassOutOfFold(corpus, all, 'final:');
  const rows = secondPassRows(corpus, probabilities);
  const stored: StoredTalkMoveModel = {
    attribution: TALKMOVES_ATTRIBUTION,
    columns: COLUMNS,
    teacher: encodeFirst(corpus.roles.teacher),
    student: encodeFirst(corpus.roles.student),
    teacherContext: encodeSecond(corpus.roles.teacher, rows.teacher),
    studentContext: encodeSecond(corpus.roles.student, rows.student),
    figures: { ...figures, folds: FOLDS, keep: KEEP, ...SETTINGS },
  };
  writeFileSync(WEIGHTS_FILE, `${JSON.stringify(stored, null, 2)}\n`);
  console.log(`wrote ${WEIGHTS_FILE} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function encodeFirst(data: RoleData) {
  const k = data.classes.length;
  const model = pruneColumns(
    fitOn(data, data.rows, () => true, firstPassOptions(k)),
    k,
    KEEP,
  );
  return LinearRoleModel.encode(data.classes, model.weights, model.bias);
}

function encodeSecond(data: RoleData, rows: HashedFeatures[]) {
  const offsets = secondPassOutOfFold(data, rows, () => true, 'final-second:');
  const model = fitOn(data, rows, () => true, secondPassOptions(data.classes.length));
  const bias = Array.from(model.bias, (b, c) => b + offsets[c]);
  return LinearRoleModel.encode(data.classes, model.weights, bias);
}

main();
