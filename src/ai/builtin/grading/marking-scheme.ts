import type { GradingQuestion, MarkingPoint } from 'src/ai/ports/answer-grading.port';
import { schemeOfText } from 'src/ai/builtin/papers/model-answers';

/**
 * The key points a question is graded on: the teacher's (blank lines dropped), else the scheme
 * the exams family reads from a model answer (`readAnswerScheme`: the teacher's "1 mark for …"
 * lines when it has them, else its listed lines or sentences sharing the marks). One rule, so a
 * question graded without a stored scheme — and the quality scripts — get the scheme a teacher
 * would see.
 */
export function markingSchemeOf(question: GradingQuestion): MarkingPoint[] {
  const given = question.markingScheme.filter((point) => point.text.trim().length > 0);
  if (given.length > 0) return given;
  return schemeOfText(question.modelAnswer, question.maxMarks);
}
