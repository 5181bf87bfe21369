import type { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import type { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';

/**
 * The score a report built on exam results (action plans) uses for one question: the teacher's
 * reviewed score once the sheet is published, else the machine's. A review that was not published
 * is a draft and does not count.
 */
export function resultScore(score: AnswerScore, sheet: Pick<AnswerSheet, 'publishedAt'>): number {
  return sheet.publishedAt ? (score.teacherScore ?? score.machineScore) : score.machineScore;
}

/** The feedback such a report shows beside `resultScore`. */
export function resultFeedback(
  score: AnswerScore,
  sheet: Pick<AnswerSheet, 'publishedAt'>,
): string {
  return sheet.publishedAt
    ? (score.teacherFeedback ?? score.machineFeedback)
    : score.machineFeedback;
}
