import type { GradingQuestion, MarkingPoint } from 'src/ai/ports/answer-grading.port';
import { markingSchemeFor } from 'src/modules/exams/papers/marking-scheme';

/**
 * The key points a question is graded on: the teacher's (blank lines dropped), else the points
 * the exams family derives from the model answer when it reads it (`markingSchemeFor`: listed
 * lines or sentences sharing the marks). One rule, so a question graded without a stored scheme
 * — and the quality scripts — get the scheme a teacher would see.
 */
export function markingSchemeOf(question: GradingQuestion): MarkingPoint[] {
  const given = question.markingScheme.filter((point) => point.text.trim().length > 0);
  return given.length > 0 ? given : markingSchemeFor(question.modelAnswer, question.maxMarks);
}
