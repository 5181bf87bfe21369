/** Reading exam and assignment papers: pure functions over the document reader's pages. */
export type { PaperPage } from 'src/ai/builtin/papers/paper-lines';
export {
  readQuestionPaper,
  type ExtractedQuestion,
  type QuestionPaper,
  type QuestionPaperOptions,
} from 'src/ai/builtin/papers/question-paper';
export { leafQuestions } from 'src/ai/builtin/papers/leaf-questions';
export {
  markingSchemeOf,
  readAnswerScheme,
  readModelAnswers,
  schemeOfText,
  type AnswerScheme,
  type ModelAnswer,
  type ModelAnswerQuestion,
  type ModelAnswers,
} from 'src/ai/builtin/papers/model-answers';
export {
  markingSchemeFor,
  answerPoints,
  readAnyOf,
  type AnyOf,
  type MarkingPoint,
} from 'src/ai/builtin/papers/marking-scheme';
export {
  mapStudentAnswers,
  type StudentAnswerMap,
  type StudentAnswerText,
  type UnmatchedAnswer,
} from 'src/ai/builtin/papers/student-answers';
export {
  normaliseQuestionNumber,
  formatQuestionNumber,
  parseQuestionNumber,
} from 'src/ai/builtin/papers/question-number';
