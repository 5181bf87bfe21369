/**
 * Per-role linear model of the talk-move labeller; weights stored quantised and sparse
 * (docs/talk-moves.md).
 */
import type { HashedFeatures } from './talk-move-features';

/** One role's fitted model as the weights file stores it. */
export interface StoredRoleModel {
  classes: string[];
  /** Per class, added to the score (includes the macro-F1 bias tuning). */
  bias: number[];
  /** A weight is `int16 * scale`. */
  scale: number;
  /** Base64 of little-endian uint32: the columns that have weights, ascending (others are 0). */
  kept: string;
  /** Base64 of little-endian int16, `kept columns * classes.length` values, column by column. */
  weights: string;
}

export interface StoredTalkMoveModel {
  attribution: string;
  /** Hashed feature columns (a power of two). */
  columns: number;
  /** First pass: hashed sentence features → label scores. */
  teacher: StoredRoleModel;
  student: StoredRoleModel;
  /** Second pass: first-pass probabilities of the sentence and its neighbours → label scores. */
  teacherContext: StoredRoleModel;
  studentContext: StoredRoleModel;
  /** What the fitting script measured (cross-validated by transcript), for the record. */
  figures?: Record<string, unknown>;
}

/** A role's model ready to score: weights as floats, `weights[column * classes + k]`. */
export class LinearRoleModel {
  constructor(
    readonly classes: readonly string[],
    readonly weights: Float32Array,
    readonly bias: Float64Array,
  ) {}

  static decode(stored: StoredRoleModel, columns: number): LinearRoleModel {
    const k = stored.classes.length;
    const kept = Buffer.from(stored.kept, 'base64');
    const values = Buffer.from(stored.weights, 'base64');
    const count = kept.length / 4;
    if (values.length !== count * k * 2) {
      throw new Error(
        `talk-move weights: ${values.length / 2} values for ${count} columns of ${k}`,
      );
    }
    const weights = new Float32Array(columns * k);
    for (let j = 0; j < count; j++) {
      const column = kept.readUInt32LE(j * 4);
      if (column >= columns) throw new Error(`talk-move weights: column ${column} of ${columns}`);
      for (let c = 0; c < k; c++) {
        weights[column * k + c] = values.readInt16LE((j * k + c) * 2) * stored.scale;
      }
    }
    return new LinearRoleModel(stored.classes, weights, Float64Array.from(stored.bias));
  }

  /** Quantises float weights to the stored form, keeping only columns with a weight. */
  static encode(
    classes: readonly string[],
    weights: Float32Array | Float64Array,
    bias: ArrayLike<number>,
  ): StoredRoleModel {
    const k = classes.length;
    let max = 0;
    for (const w of weights) max = Math.max(max, Math.abs(w));
    const scale = max > 0 ? max / 32767 : 1;
    const kept: number[] = [];
    for (let column = 0; column < weights.length / k; column++) {
      for (let c = 0; c < k; c++) {
        if (Math.round(weights[column * k + c] / scale) !== 0) {
          kept.push(column);
          break;
        }
      }
    }
    const keptBytes = Buffer.alloc(kept.length * 4);
    const bytes = Buffer.alloc(kept.length * k * 2);
    kept.forEach((column, j) => {
      keptBytes.writeUInt32LE(column, j * 4);
      for (let c = 0; c < k; c++) {
        bytes.writeInt16LE(Math.round(weights[column * k + c] / scale), (j * k + c) * 2);
      }
    });
    return {
      classes: [...classes],
      bias: Array.from(bias, (b) => Number(b.toFixed(6))),
      scale,
      kept: keptBytes.toString('base64'),
      weights: bytes.toString('base64'),
    };
  }

  scores(features: HashedFeatures, out = new Float64Array(this.classes.length)): Float64Array {
    const k = this.classes.length;
    out.set(this.bias);
    for (let j = 0; j < features.indices.length; j++) {
      const base = features.indices[j] * k;
      const value = features.values[j];
      for (let c = 0; c < k; c++) out[c] += this.weights[base + c] * value;
    }
    return out;
  }

  probabilities(features: HashedFeatures): Float64Array {
    const scores = this.scores(features);
    let max = -Infinity;
    for (const s of scores) max = Math.max(max, s);
    let total = 0;
    for (let c = 0; c < scores.length; c++) total += scores[c] = Math.exp(scores[c] - max);
    for (let c = 0; c < scores.length; c++) scores[c] /= total;
    return scores;
  }

  /** The best class's index (ties go to the earlier class, so the output is deterministic). */
  predict(features: HashedFeatures): number {
    const scores = this.scores(features);
    let best = 0;
    for (let c = 1; c < scores.length; c++) if (scores[c] > scores[best]) best = c;
    return best;
  }
}
