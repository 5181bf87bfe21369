import type { MarkingPoint } from 'src/ai/ports/answer-grading.port';

const toHalves = (marks: number) => Math.round(marks * 2);

/**
 * The marking scheme shared out to the question's max marks, in half marks: unchanged when it
 * already adds up; scaled when the teacher changed the question's marks afterwards (the last
 * point takes the rounding); empty when there is none (the grader derives one from the model
 * answer then).
 */
export function fitScheme(
  scheme: readonly MarkingPoint[] | undefined,
  maxMarks: number,
): MarkingPoint[] {
  const points = (scheme ?? []).filter((point) => point.text.trim() !== '');
  if (points.length === 0) return [];
  const target = toHalves(maxMarks);
  const total = points.reduce((sum, point) => sum + toHalves(point.marks), 0);
  if (total === target) return points.map(({ text, marks }) => ({ text, marks }));
  const scaled = points.map((point) =>
    total === 0 ? 0 : Math.floor((toHalves(point.marks) * target) / total),
  );
  if (total === 0) {
    // No marks given: share them out evenly, the first points taking the remainder.
    const each = Math.floor(target / points.length);
    scaled.fill(each);
    for (let index = 0; index < target - each * points.length; index++) scaled[index] += 1;
  } else {
    scaled[scaled.length - 1] += target - scaled.reduce((sum, value) => sum + value, 0);
  }
  return points.map((point, index) => ({ text: point.text, marks: scaled[index] / 2 }));
}
