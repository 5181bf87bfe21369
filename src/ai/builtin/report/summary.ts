import type { TaskIssue } from 'src/ai/ports/writing-assessment.port';
import type { AspectFinding } from 'src/ai/builtin/report/assessment-context';
import { ASPECT_SCALE } from 'src/ai/builtin/report/aspect-scale';

const label = (aspect: AspectFinding) => aspect.key.replace(/_/g, ' ');

/** How many of the reason's and the advice's lines name what costs the most. */
const COSTLIEST_IN_REASON = 2;
/** Fixes per area; language has three, as wording, grammar and spelling are separate fixes. */
const ADVICE_PER_AREA: Record<AspectFinding['area'], number> = {
  task: 1,
  organisation: 1,
  language: 3,
};

/**
 * What an aspect costs: its shortfall from the top times its share of the score
 * (holistic-criteria.ts).
 */
export function costOf(aspect: AspectFinding, weights: Readonly<Record<string, number>>): number {
  return (ASPECT_SCALE.max - aspect.score) * (weights[aspect.key] ?? 0);
}

const byCost =
  (weights: Readonly<Record<string, number>>) => (a: AspectFinding, b: AspectFinding) =>
    costOf(b, weights) - costOf(a, weights) || a.key.localeCompare(b.key);

/**
 * Why the score: the task issues, the strongest aspect, the aspects that cost the most points
 * (with their evidence), and a count of the marked mistakes, so none goes unmentioned.
 */
export function reasonFor(
  scoreText: string,
  aspects: readonly AspectFinding[],
  issues: readonly TaskIssue[],
  weights: Readonly<Record<string, number>>,
  mistakes: string | null,
): string {
  // Keeping to the word count is a requirement met, not a strength to praise.
  const praisable = aspects.filter((a) => a.key !== 'word_count_and_adherence_to_requirements');
  const strongest = [...(praisable.length > 0 ? praisable : aspects)].sort(
    (a, b) => b.score - a.score,
  )[0];
  // A cost falls short of the strongest aspect and has something to fault: an aspect as strong
  // as the strength, or one whose evidence is all praise ("no grammar mistakes"), is no cost.
  const costliest = [...aspects]
    .filter(
      (aspect) =>
        aspect !== strongest &&
        aspect.score < Math.min(ASPECT_SCALE.max, strongest.score) &&
        aspect.shortfall !== null,
    )
    .sort(byCost(weights))
    .slice(0, COSTLIEST_IN_REASON);
  return [
    `${scoreText}.`,
    ...issues.map((issue) => issue.message),
    `Strongest: ${label(strongest)}: ${strongest.explanation}`,
    ...costliest.map(
      (aspect, i) =>
        `${i === 0 ? 'Costs the most' : 'Then'}: ${label(aspect)}: ${aspect.shortfall ?? aspect.explanation}`,
    ),
    ...(mistakes === null ? [] : [mistakes]),
  ].join(' ');
}

/**
 * The fixes worth the most points first: advised aspects ranked by what they cost, at most one
 * for the task, one for organisation and three for language, each quoting the student.
 */
export function improvementFor(
  aspects: readonly AspectFinding[],
  weights: Readonly<Record<string, number>>,
): string {
  const ranked = [...aspects].sort(byCost(weights));
  const advised = ranked.filter((aspect) => aspect.advice !== null);
  const perArea = { ...ADVICE_PER_AREA };
  const chosen = advised.filter((aspect) => perArea[aspect.area]-- > 0);
  if (chosen.length > 0) return chosen.map((aspect) => aspect.advice).join(' ');
  return `Work on ${label(ranked[0])}: ${ranked[0].explanation}`;
}
