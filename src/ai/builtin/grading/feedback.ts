import type { StepMark } from 'src/ai/ports/answer-grading.port';

const MAX_POINT_WORDS = 14;

const marks = (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'}`;

/** A key point as feedback names it: its first words, without the final full stop. */
export function pointName(point: string): string {
  const words = point
    .trim()
    .replace(/[.;:]+$/, '')
    .split(/\s+/);
  return words.length > MAX_POINT_WORDS
    ? `${words.slice(0, MAX_POINT_WORDS).join(' ')}…`
    : words.join(' ');
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1]}`;
}

/**
 * Feedback for one question, for the teacher and the student: the score, the points earned
 * with the student's words quoted, the points said the other way round, and the points missing.
 */
export function questionFeedback(
  answer: string,
  score: number,
  maxMarks: number,
  steps: readonly StepMark[],
): string {
  if (!answer.trim()) {
    return `No answer was written, so none of the ${marks(maxMarks)} could be awarded.`;
  }
  if (steps.length === 0) {
    return 'There is no model answer or marking scheme for this question, so the answer could not be scored.';
  }
  const parts = [`${score} out of ${marks(maxMarks)}.`];
  const earned = steps.filter((s) => s.status === 'earned');
  const partial = steps.filter((s) => s.status === 'partial');
  const contradicted = steps.filter((s) => s.status === 'contradicted');
  const missing = steps.filter((s) => s.status === 'missing');
  const quoted = (s: StepMark) =>
    `"${pointName(s.point)}"${s.evidence ? ` (you wrote "${s.evidence}")` : ''}`;
  if (earned.length > 0) parts.push(`Earned: ${list(earned.map(quoted))}.`);
  if (partial.length > 0) {
    const share = (s: StepMark) =>
      `"${pointName(s.point)}" (${s.awarded} of ${marks(s.marks)}${s.evidence ? `; you wrote "${s.evidence}"` : ''})`;
    parts.push(`Partly made: ${list(partial.map(share))}.`);
  }
  if (contradicted.length > 0) {
    parts.push(
      `Your answer says the opposite of ${list(
        contradicted.map((s) => `"${pointName(s.point)}"${s.evidence ? ` ("${s.evidence}")` : ''}`),
      )}.`,
    );
  }
  if (missing.length > 0) {
    parts.push(
      `Missing: ${list(missing.map((s) => `"${pointName(s.point)}" (${marks(s.marks)})`))}.`,
    );
  }
  return parts.join(' ');
}
