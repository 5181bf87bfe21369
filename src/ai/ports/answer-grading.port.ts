/**
 * Grading a student's answers against the teacher's model answers (exam and assignment
 * evaluation). Providers: `builtin` (offline: normalised matching of short answers,
 * key-point coverage by meaning for open answers, negation and contradiction aware) and `openai`
 * (one JSON-schema grading call per answer sheet, validated).
 *
 * Scores are in half marks and never above a question's maximum; every mark is explained.
 */
export const ANSWER_GRADER = Symbol('ANSWER_GRADER');

/** One line of a marking scheme: a key point and the marks it carries. */
export interface MarkingPoint {
  text: string;
  marks: number;
}

/** A question as the teacher finalised it, with its model answer. */
export interface GradingQuestion {
  questionId: string;
  /** As printed on the paper: "1", "1(a)", "Q2 ii". */
  questionNumber: string;
  questionText: string;
  maxMarks: number;
  /** The model answer's text; empty when the model answer sheet has none for this question. */
  modelAnswer: string;
  /** Key points with marks; their marks add up to `maxMarks` (the family shares them out). */
  markingScheme: MarkingPoint[];
}

/** What the student wrote for one question, as read from the answer sheet. */
export interface StudentAnswer {
  questionId: string;
  text: string;
  /** 0–100, the OCR's confidence for handwritten or scanned pages; null for typed text. */
  confidence: number | null;
}

/** A level of a rubric criterion (the Rubrics API's `scoringLogic`). */
export interface RubricLevel {
  score: number;
  descriptor: string;
}

export interface RubricCriterionInput {
  criterionId: string;
  name: string;
  description: string | null;
  minScore: number;
  maxScore: number;
  levels: RubricLevel[];
}

export interface GradingRequest {
  /** The exam's or assignment's subject, e.g. "Science" (context for the provider). */
  subject: string | null;
  questions: GradingQuestion[];
  /** At most one per question; a question without one was left blank. */
  answers: StudentAnswer[];
  /** Assignments may attach a rubric: then a score per criterion is asked for too. */
  rubric: RubricCriterionInput[] | null;
}

export type StepMarkStatus = 'earned' | 'partial' | 'missing' | 'contradicted';

/** A known misconception an answer states, and the correct idea it gets wrong. */
export interface StatedMisconception {
  /** The misconception, as the curriculum (or the contradicted point) words it. */
  statement: string;
  /** The correct idea, in words a student understands. */
  correction: string;
  /** The curriculum topic it comes from; null when it is a contradiction of the point itself. */
  topicId: string | null;
}

/** How one key point of the marking scheme was judged. */
export interface StepMark {
  point: string;
  marks: number;
  awarded: number;
  status: StepMarkStatus;
  /** The student's words that earned (or contradicted) the point, quoted verbatim; else null. */
  evidence: string | null;
  /** Set when the answer states a known misconception about the point (it then earns nothing). */
  misconception?: StatedMisconception | null;
}

export interface QuestionGrade {
  questionId: string;
  /** In half marks, 0 ≤ score ≤ maxMarks. */
  score: number;
  maxMarks: number;
  /** For the teacher and the student: names the points earned and those missing, quoting the student. */
  feedback: string;
  stepMarks: StepMark[];
}

export interface RubricScore {
  criterionId: string;
  criterion: string;
  score: number;
  maxScore: number;
  /** The descriptor of the level the score falls on. */
  descriptor: string;
  evidence: string[];
}

export interface SheetGrade {
  /** One per question of the request, in its order. */
  questions: QuestionGrade[];
  /** Present when the request had a rubric. */
  rubricScores: RubricScore[] | null;
}

export interface AnswerGrader {
  grade(request: GradingRequest): Promise<SheetGrade>;
}
