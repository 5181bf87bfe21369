import type { MarkingPoint, StudentAnswer } from 'src/ai/ports/answer-grading.port';
import type { SubQuestion } from 'src/modules/exams/entities/exam-question.entity';

/** One page of a sheet as the document reader gave it, in the order the files were attached. */
export interface SheetPage {
  text: string;
  /** 0–100 for OCR'd pages (scans, photos); null for text layers and DOCX. */
  confidence: number | null;
}

/** A question as read from the question paper, before it is stored. */
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
  /** The total the paper states ("Maximum Marks: 40"), if it states one. */
  statedTotal: number | null;
  /** What the reader noticed but did not fail for. */
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

/** Reading the three kinds of sheet into questions, model answers and students' answers. */
export interface PaperReading {
  questionPaper(pages: SheetPage[]): ExtractedPaper;
  modelAnswers(pages: SheetPage[], questions: KnownQuestion[]): ExtractedModelAnswer[];
  studentAnswers(pages: SheetPage[], questions: KnownQuestion[]): StudentAnswer[];
}

export const PAPER_READING = Symbol('PAPER_READING');
