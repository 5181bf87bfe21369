import type { ExtractedQuestion } from 'src/ai/builtin/papers/question-paper';

/** The questions that are scored: those without sub-questions, in paper order. */
export function leafQuestions(questions: readonly ExtractedQuestion[]): ExtractedQuestion[] {
  return questions.flatMap((question) =>
    question.subQuestions.length > 0 ? leafQuestions(question.subQuestions) : [question],
  );
}
