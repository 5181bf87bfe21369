import type { FeatureName } from 'src/ai/builtin/features/writing-features';
import { TraitModel, type WritingModelWeights } from 'src/ai/builtin/scoring/trait-model';
import { MODEL_TRAITS, type Trait } from 'src/ai/builtin/scoring/traits';

/** A model reading one feature and one word: each trait = 3 + 0.5·z(logWords) + 0.25·z(because). */
function weights(overrides: Partial<WritingModelWeights> = {}): WritingModelWeights {
  const linear = { intercept: 3, weights: [0.5, 0.25] };
  return {
    attribution: 'test',
    features: ['logWords'],
    vocabulary: ['because'],
    center: [5, 1],
    scale: [1, 0.5],
    traits: Object.fromEntries(MODEL_TRAITS.map((t) => [t, linear])) as Record<
      Trait,
      typeof linear
    >,
    overallSpread: { center: 3, factor: 1 },
    crossValidation: {},
    ...overrides,
  };
}

const measures = (logWords: number, because?: number) => ({
  features: { logWords } as Record<FeatureName, number>,
  wordUse: new Map(because === undefined ? [] : [['because', because]]),
});

describe('TraitModel', () => {
  it('scores the features and the use of the vocabulary words', () => {
    const model = new TraitModel(weights());
    // z(logWords) = (6 - 5) / 1 = 1; z(because) = (2 - 1) / 0.5 = 2.
    expect(model.predict(measures(6, 2)).Grammar).toBeCloseTo(3 + 0.5 + 0.5, 10);
    // A word the answer never uses counts as 0 uses: z = (0 - 1) / 0.5 = -2.
    expect(model.predict(measures(6)).Grammar).toBeCloseTo(3 + 0.5 - 0.5, 10);
  });

  it('keeps every trait on the 1-5 scale', () => {
    const scores = new TraitModel(weights()).predict(measures(50, 40));
    expect(Object.values(scores).every((score) => score >= 1 && score <= 5)).toBe(true);
  });

  it('refuses weights that do not match their inputs', () => {
    expect(() => new TraitModel(weights({ vocabulary: ['because', 'however'] }))).toThrow(
      'writing model weights do not match their 3 inputs; run calibrate:writing',
    );
    expect(() => new TraitModel(weights({ features: ['noSuchFeature'] }))).toThrow(
      'writing model weights name unknown features (noSuchFeature); run calibrate:writing',
    );
  });
});
