/** The ELLIPSE analytic traits the model predicts, each on the corpus's 1–5 scale. */
export const ANALYTIC_TRAITS = [
  'Cohesion',
  'Syntax',
  'Vocabulary',
  'Phraseology',
  'Grammar',
  'Conventions',
] as const;

export const MODEL_TRAITS = ['Overall', ...ANALYTIC_TRAITS] as const;

export type Trait = (typeof MODEL_TRAITS)[number];
export type TraitScores = Record<Trait, number>;

export const TRAIT_SCALE = { min: 1, max: 5, step: 0.5 } as const;
