import type { TaskIssue } from 'src/ai/ai-engine.port';
import type { AspectFinding } from 'src/ai/builtin/report/assessment-context';

const label = (aspect: AspectFinding) => aspect.key.replace(/_/g, ' ');
const MAX_ADVICE = 3;

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

/** The fixes of the weakest aspects, each quoting the student's text. */
export function improvementFor(aspects: readonly AspectFinding[]): string {
  const ranked = [...aspects].sort((a, b) => a.score - b.score);
  const advice = ranked
    .flatMap((aspect) => (aspect.advice ? [aspect.advice] : []))
    .slice(0, MAX_ADVICE);
  if (advice.length > 0) return advice.join(' ');
  return `Work on ${label(ranked[0])}: ${ranked[0].explanation}`;
}
