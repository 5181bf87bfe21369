import {
  FEATURE_NAMES,
  type FeatureName,
  type WritingAnalysis,
} from 'src/ai/builtin/features/writing-features';
import {
  MODEL_TRAITS,
  TRAIT_SCALE,
  type Trait,
  type TraitScores,
} from 'src/ai/builtin/scoring/traits';

export interface LinearWeights {
  intercept: number;
  weights: number[];
}

/** The committed model file (`writing-model.weights.json`), written by scripts/fit-writing-model.ts. */
export interface WritingModelWeights {
  attribution: string;
  features: string[];
  /**
   * Everyday words whose use (`WritingAnalysis.wordUse`) the model reads after the features;
   * `center`, `scale` and each trait's `weights` cover the features, then these words.
   */
  vocabulary: string[];
  center: number[];
  scale: number[];
  traits: Record<Trait, LinearWeights>;
  /**
   * Ridge pulls predictions towards the mean; Overall is spread back around `center` by `factor`
   * (chosen by cross-validated agreement) so the bands a student sees use the whole scale.
   */
  overallSpread: { center: number; factor: number };
  crossValidation: Record<string, unknown>;
}

/** Standardised values are clipped so one freak measurement cannot dominate a score. */
const Z_LIMIT = 4;

export function standardise(
  values: readonly number[],
  center: readonly number[],
  scale: readonly number[],
) {
  return values.map((value, i) =>
    Math.min(Z_LIMIT, Math.max(-Z_LIMIT, (value - center[i]) / scale[i])),
  );
}

export function applyLinear({ intercept, weights }: LinearWeights, z: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * z[i], intercept);
}

const clampTrait = (value: number) => Math.min(TRAIT_SCALE.max, Math.max(TRAIT_SCALE.min, value));

export type ModelInputs = Pick<WritingAnalysis, 'features' | 'wordUse'>;

/** The model's input row: the named features, then the use of each vocabulary word. */
export function modelRow(
  { features, wordUse }: ModelInputs,
  featureNames: readonly FeatureName[],
  vocabulary: readonly string[],
): number[] {
  return [
    ...featureNames.map((name) => features[name]),
    ...vocabulary.map((word) => wordUse.get(word) ?? 0),
  ];
}

/** Predicts the ELLIPSE traits (1–5, unrounded) from the measures of one answer. */
export class TraitModel {
  /** The features the weights were fitted on, by name; the engine may measure more. */
  private readonly inputs: FeatureName[];

  constructor(private readonly model: WritingModelWeights) {
    const known = new Set<string>(FEATURE_NAMES);
    const unknown = model.features.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(
        `writing model weights name unknown features (${unknown.join(', ')}); run calibrate:writing`,
      );
    }
    const width = model.features.length + model.vocabulary.length;
    const sizes = [
      model.center.length,
      model.scale.length,
      ...MODEL_TRAITS.map((t) => model.traits[t].weights.length),
    ];
    if (sizes.some((size) => size !== width)) {
      throw new Error(
        `writing model weights do not match their ${width} inputs; run calibrate:writing`,
      );
    }
    this.inputs = model.features as FeatureName[];
  }

  predict(measures: ModelInputs): TraitScores {
    const z = standardise(
      modelRow(measures, this.inputs, this.model.vocabulary),
      this.model.center,
      this.model.scale,
    );
    const scores = {} as TraitScores;
    for (const trait of MODEL_TRAITS) scores[trait] = applyLinear(this.model.traits[trait], z);
    const { center, factor } = this.model.overallSpread;
    scores.Overall = center + factor * (scores.Overall - center);
    for (const trait of MODEL_TRAITS) scores[trait] = clampTrait(scores[trait]);
    return scores;
  }
}
