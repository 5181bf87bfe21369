/** Reading exam and assignment papers: pure functions over the document reader's pages. */
export type { PaperPage } from 'src/modules/exams/papers/paper-lines';
export {
  readQuestionPaper,
  type ExtractedQuestion,
  type QuestionPaper,
  type QuestionPaperOptions,
} from 'src/modules/exams/papers/question-paper';
export { leafQuestions } from 'src/modules/exams/papers/leaf-questions';
export {
  readAnswerScheme,
  readModelAnswers,
  schemeOfText,
  type AnswerScheme,
  type ModelAnswer,
  type ModelAnswerQuestion,
  type ModelAnswers,
} from 'src/modules/exams/papers/model-answers';
export {
  markingSchemeFor,
  answerPoints,
  type MarkingPoint,
} from 'src/modules/exams/papers/marking-scheme';
export {
  mapStudentAnswers,
  type StudentAnswerMap,
  type StudentAnswerText,
  type UnmatchedAnswer,
} from 'src/modules/exams/papers/student-answers';
export {
  normaliseQuestionNumber,
  formatQuestionNumber,
  parseQuestionNumber,
} from 'src/modules/exams/papers/question-number';
