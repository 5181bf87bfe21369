import type { MarkingPoint, StudentAnswer } from 'src/ai/ports/answer-grading.port';
import type { SubQuestion } from 'src/modules/exams/entities/exam-question.entity';
import type { PaperPage } from 'src/ai/builtin/papers';

/** One page of a sheet as the document reader gave it, in the order the files were attached. */
export type SheetPage = PaperPage;

/**
 * A scored question as read from the question paper, before it is stored: a question with parts
 * is stored as its parts ("3(a)", "3(b)"), each with the question's stem before its own text.
 */
export interface ExtractedQuestion {
  questionNumber: string;
  questionText: string;
  /** Null when the paper shows no marks for it. */
  maxMarks: number | null;
  section: string | null;
  subQuestions: SubQuestion[];
}

export interface ExtractedPaper {
  questions: ExtractedQuestion[];
  /** What the reader noticed but did not fail for (marks not found or not adding up). */
  warnings: string[];
}

/** A stored question, as the model-answer and answer-sheet readers match against it. */
export interface KnownQuestion {
  questionId: string;
  questionNumber: string;
  questionText: string;
  maxMarks: number;
}

export interface ExtractedModelAnswer {
  questionId: string;
  answerText: string;
  /** Key points with marks adding up to the question's max marks. */
  markingScheme: MarkingPoint[];
}

export interface ExtractedModelAnswers {
  answers: ExtractedModelAnswer[];
  /** For the teacher: questions without a model answer, schemes that do not add up. */
  warnings: string[];
}

/** Reading the three kinds of sheet into questions, model answers and students' answers. */
export interface PaperReading {
  /** `totalMarks`: the exam's, when the teacher gave one; the marks are checked against it. */
  questionPaper(pages: SheetPage[], totalMarks: number | null): ExtractedPaper;
  modelAnswers(pages: SheetPage[], questions: KnownQuestion[]): ExtractedModelAnswers;
  studentAnswers(pages: SheetPage[], questions: KnownQuestion[]): StudentAnswer[];
}

export const PAPER_READING = Symbol('PAPER_READING');
