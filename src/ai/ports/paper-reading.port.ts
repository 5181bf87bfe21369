import type { MarkingPoint, StudentAnswer } from 'src/ai/ports/answer-grading.port';
import type { RecognisedLine } from 'src/ai/ports/text-reading.port';

/** Reading the text of the three kinds of sheet into questions, model answers and answers. */
export const PAPER_READING = Symbol('PAPER_READING');

/** Where a page's text came from, as the document reader tells it. */
export type PageSource = 'text-layer' | 'ocr' | 'docx' | 'text';

/** One page of a sheet as the document reader gave it, in the order the files were attached. */
export interface SheetPage {
  /** The page's number in its document (not used: pages are read in the order given). */
  page?: number;
  text: string;
  source?: PageSource;
  /** 0–100, the OCR's confidence; only for `ocr` pages. */
  confidence?: number;
  /** Its lines with the OCR's confidence for each, when the OCR reported them. */
  lines?: RecognisedLine[];
}

/**
 * A line of a student's answer the teacher should check against the sheet: read at low OCR
 * confidence, or read as maths that cannot be what the student wrote. The answer is still marked
 * as read; the flag tells the teacher that its mark rests on this reading.
 */
export interface ReadingFlag {
  /** The line as read (as it is in the answer's text). */
  line: string;
  /** 0–100, the OCR's confidence for the line (the page's when the OCR gave none per line). */
  confidence: number | null;
  /** Why it is flagged, for the teacher: "read at 41% OCR confidence", "“9]” is not …". */
  reason: string;
}

/** A student's answer as read from the sheet, with the lines whose reading is in doubt. */
export interface ReadStudentAnswer extends StudentAnswer {
  readingFlags: ReadingFlag[];
}

/** A part of a question, in the shape it is stored in. */
export interface ExtractedSubQuestion {
  question_number: string;
  question_text: string;
  max_marks: number | null;
}

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
  subQuestions: ExtractedSubQuestion[];
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
  /** The paper showed no marks: `maxMarks` is a stand-in, and the scheme's marks are wanted. */
  marksAssumed?: boolean;
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

export interface PaperReading {
  /** `totalMarks`: the exam's, when the teacher gave one; the marks are checked against it. */
  questionPaper(pages: SheetPage[], totalMarks: number | null): ExtractedPaper;
  modelAnswers(pages: SheetPage[], questions: KnownQuestion[]): ExtractedModelAnswers;
  studentAnswers(pages: SheetPage[], questions: KnownQuestion[]): ReadStudentAnswer[];
}
