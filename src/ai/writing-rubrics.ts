import type { WritingTask } from 'src/ai/ports/writing-assessment.port';

/** One holistic criterion of a writing report (docs/api-contract.md §4). */
export interface HolisticCriterionDefinition {
  id: string;
  name: string;
  /** Feedback keys scored 0–5 under the criterion (TOEFL and generic only). */
  aspects: readonly string[];
  min: number;
  max: number;
  /** 0.5 for the TOEFL scale, 1 for whole IELTS bands. */
  step: number;
}

const TOEFL_CRITERIA: readonly HolisticCriterionDefinition[] = [
  {
    id: 'h1',
    name: 'TASK_FULFILLMENT',
    aspects: [
      'response_completeness',
      'clarity_and_relevance_of_ideas',
      'development_of_ideas',
      'word_count_and_adherence_to_requirements',
    ],
    min: 0,
    max: 5,
    step: 0.5,
  },
  {
    id: 'h2',
    name: 'ORGANIZATION_AND_COHERENCE',
    aspects: ['logical_progression', 'paragraphing', 'cohesive_devices', 'unity_of_ideas'],
    min: 0,
    max: 5,
    step: 0.5,
  },
  {
    id: 'h3',
    name: 'LANGUAGE_USE',
    aspects: [
      'vocabulary_range',
      'grammatical_accuracy',
      'sentence_variety',
      'spelling_and_mechanics',
    ],
    min: 0,
    max: 5,
    step: 0.5,
  },
];

const ieltsBand = (id: string, name: string): HolisticCriterionDefinition => ({
  id,
  name,
  aspects: [],
  min: 0,
  max: 9,
  step: 1,
});

/** The holistic criteria a writing task is scored on, in report order. */
export function holisticCriteriaFor(task: WritingTask): readonly HolisticCriterionDefinition[] {
  if (task.exam !== 'IELTS') return TOEFL_CRITERIA;
  return [
    ieltsBand('h1', task.ieltsTask === 1 ? 'TASK_ACHIEVEMENT' : 'TASK_RESPONSE'),
    ieltsBand('h2', 'COHERENCE_AND_COHESION'),
    ieltsBand('h3', 'LEXICAL_RESOURCE'),
    ieltsBand('h4', 'GRAMMATICAL_RANGE_AND_ACCURACY'),
  ];
}

/** Item score scale: TOEFL/generic 0–5 in half points; IELTS overall band 0–9 in half bands. */
export function itemScale(task: WritingTask): { min: number; max: number; step: number } {
  return task.exam === 'IELTS' ? { min: 0, max: 9, step: 0.5 } : { min: 0, max: 5, step: 0.5 };
}

/**
 * IELTS overall band: the mean of the criteria rounded to the nearest half band, with .25 rounding
 * up to .5 and .75 up to the next whole band (the published IELTS convention).
 */
export function ieltsOverallBand(criterionBands: readonly number[]): number {
  if (criterionBands.length === 0) return 0;
  const mean = criterionBands.reduce((sum, band) => sum + band, 0) / criterionBands.length;
  return Math.min(9, Math.max(0, Math.floor(mean * 2 + 0.5) / 2));
}

/** Clamps to the scale and snaps to its step, for scores that come from a model. */
export function snapToScale(
  value: number,
  scale: { min: number; max: number; step: number },
): number {
  const snapped = Math.round(value / scale.step) * scale.step;
  return Math.min(scale.max, Math.max(scale.min, snapped));
}
