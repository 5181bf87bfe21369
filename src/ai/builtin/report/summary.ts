import type { TaskIssue } from 'src/ai/ports/writing-assessment.port';
import type { AspectFinding } from 'src/ai/builtin/report/assessment-context';

const label = (aspect: AspectFinding) => aspect.key.replace(/_/g, ' ');

/** Why the score: the task issues first, then the strongest and weakest aspects with their evidence. */
export function reasonFor(
  scoreText: string,
  aspects: readonly AspectFinding[],
  issues: readonly TaskIssue[],
): string {
  const ranked = [...aspects].sort((a, b) => b.score - a.score);
  const strongest = ranked[0];
  const weakest = ranked[ranked.length - 1];
  return [
    `${scoreText}.`,
    ...issues.map((issue) => issue.message),
    `Strongest: ${label(strongest)}: ${strongest.explanation}`,
    `Weakest: ${label(weakest)}: ${weakest.explanation}`,
  ].join(' ');
}

/** One fix per area (task, organisation, language), weakest first, each quoting the student. */
export function improvementFor(aspects: readonly AspectFinding[]): string {
  const ranked = [...aspects].sort((a, b) => a.score - b.score);
  const advised = ranked.filter((aspect) => aspect.advice !== null);
  const perArea = advised.filter(
    (aspect, i) => advised.findIndex((a) => a.area === aspect.area) === i,
  );
  if (perArea.length > 0) return perArea.map((aspect) => aspect.advice).join(' ');
  return `Work on ${label(ranked[0])}: ${ranked[0].explanation}`;
}
