import { snapToScale } from 'src/ai/writing-rubrics';

export const ASPECT_SCALE = { min: 0, max: 5, step: 0.5 };

/**
 * ELLIPSE traits (1–5) and the TOEFL-style aspects (0–5) share their anchors, so a trait value is
 * an aspect value; it stays unrounded until the report snaps it, so IELTS bands round only once.
 */
export function aspectValue(traitValue: number): number {
  return Math.min(ASPECT_SCALE.max, Math.max(ASPECT_SCALE.min, traitValue));
}

export const snapAspect = (value: number): number => snapToScale(value, ASPECT_SCALE);

/** ELLIPSE 1 (minimal) … 5 (native-like) onto IELTS bands: 1 → 2, 3 → 5, 5 → 8; nothing → 0. */
export function ieltsBandOf(value: number): number {
  return value <= 0 ? 0 : snapToScale(1.5 * value + 0.5, { min: 0, max: 9, step: 1 });
}

export const meanOf = (...values: number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** Most used content lemmas, most frequent first: what the answer keeps talking about. */
export function topTerms(lemmas: readonly string[], limit: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const lemma of lemmas) counts.set(lemma, (counts.get(lemma) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit);
}
