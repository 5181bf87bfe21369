import type {
  GradingQuestion,
  QuestionGrade,
  RubricCriterionInput,
  RubricScore,
} from 'src/ai/ports/answer-grading.port';
import { contentKeys } from 'src/ai/builtin/grading/key-point';

const MAX_EVIDENCE = 3;

/**
 * Rubric scores from the graded answers: each criterion's share of the marks of the questions it
 * concerns, lowered to a level fully reached (the rule: docs/answer-grading.md, "Rubric scores").
 */
export function rubricScores(
  criteria: readonly RubricCriterionInput[],
  questions: readonly GradingQuestion[],
  grades: readonly QuestionGrade[],
): RubricScore[] {
  const questionKeys = questions.map((q) => contentKeys(`${q.questionText}\n${q.modelAnswer}`));
  return criteria.map((criterion) => {
    const keys = contentKeys(`${criterion.name}\n${criterion.description ?? ''}`);
    let concerned = grades.filter((_, i) => [...keys].some((key) => questionKeys[i].has(key)));
    if (concerned.length === 0) concerned = [...grades];
    const max = concerned.reduce((sum, g) => sum + g.maxMarks, 0);
    const got = concerned.reduce((sum, g) => sum + g.score, 0);
    const attainment = max > 0 ? got / max : 0;
    const raw = criterion.minScore + attainment * (criterion.maxScore - criterion.minScore);
    const levels = [...criterion.levels].sort((a, b) => a.score - b.score);
    const reached = levels.filter((level) => level.score <= raw + 1e-9);
    const level = reached[reached.length - 1] ?? levels[0];
    const score = level ? level.score : Math.floor(raw * 2) / 2;
    const quotes = concerned.flatMap((g) =>
      g.stepMarks.filter((s) => s.awarded > 0 && s.evidence).map((s) => s.evidence as string),
    );
    const evidence = [...new Set(quotes)].slice(0, MAX_EVIDENCE);
    return {
      criterionId: criterion.criterionId,
      criterion: criterion.name,
      score: Math.min(criterion.maxScore, Math.max(criterion.minScore, score)),
      maxScore: criterion.maxScore,
      descriptor:
        level?.descriptor ??
        `${Math.round(attainment * 100)}% of the marks of the questions this criterion concerns`,
      evidence,
    };
  });
}
