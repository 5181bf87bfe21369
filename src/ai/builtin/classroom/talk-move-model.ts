/**
 * The linear model behind the builtin talk-move labeller: per role, one weight per hashed
 * feature column and class, and one bias per class. The scores are those of a multinomial
 * logistic regression; the label is the class with the highest score.
 *
 * Weights are stored quantised (16-bit integers times a scale, base64) so the committed file
 * stays small and loads in milliseconds.
 */
import type { HashedFeatures } from './talk-move-features';

/** One role's fitted model as the weights file stores it. */
export interface StoredRoleModel {
  classes: string[];
  /** Per class, added to the score (includes the macro-F1 bias tuning). */
  bias: number[];
  /** A weight is `int16 * scale`. */
  scale: number;
  /** Base64 of little-endian int16, `columns * classes.length` values, column-major. */
  weights: string;
}

export interface StoredTalkMoveModel {
  attribution: string;
  /** Hashed feature columns (a power of two). */
  columns: number;
  teacher: StoredRoleModel;
  student: StoredRoleModel;
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
    const bytes = Buffer.from(stored.weights, 'base64');
    const count = columns * stored.classes.length;
    if (bytes.length !== count * 2) {
      throw new Error(
        `talk-move weights hold ${bytes.length / 2} values, expected ${count} (${columns} columns)`,
      );
    }
    const weights = new Float32Array(count);
    for (let i = 0; i < count; i++) weights[i] = bytes.readInt16LE(i * 2) * stored.scale;
    return new LinearRoleModel(stored.classes, weights, Float64Array.from(stored.bias));
  }

  /** Quantises float weights to the stored form. */
  static encode(
    classes: readonly string[],
    weights: Float32Array | Float64Array,
    bias: ArrayLike<number>,
  ): StoredRoleModel {
    let max = 0;
    for (const w of weights) max = Math.max(max, Math.abs(w));
    const scale = max > 0 ? max / 32767 : 1;
    const bytes = Buffer.alloc(weights.length * 2);
    for (let i = 0; i < weights.length; i++) {
      bytes.writeInt16LE(Math.round(weights[i] / scale), i * 2);
    }
    return {
      classes: [...classes],
      bias: Array.from(bias, (b) => Number(b.toFixed(6))),
      scale,
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

  /** The best class's index (ties go to the earlier class, so the output is deterministic). */
  predict(features: HashedFeatures): number {
    const scores = this.scores(features);
    let best = 0;
    for (let c = 1; c < scores.length; c++) if (scores[c] > scores[best]) best = c;
    return best;
  }
}
