/**
 * Assessing a student's writing (TOEFL, IELTS, generic, custom rubrics): the capability the
 * evaluations use. Providers: `builtin` (offline, src/ai/builtin/) and `openai`.
 */
export const WRITING_ASSESSOR = Symbol('WRITING_ASSESSOR');

export type WritingExam = 'TOEFL' | 'IELTS' | 'GENERIC';

/** What the student was asked to write, resolved from `question_type` by the task table. */
export interface WritingTask {
  exam: WritingExam;
  /** The client's `question_type` code, e.g. `IE-AC-B-02`. */
  questionType: string;
  /** Task kind from the task table, e.g. `ielts_task1`, `ielts_task2`, `toefl_email`, `essay`. */
  kind: string;
  /** IELTS Task 1 is scored on TASK_ACHIEVEMENT, Task 2 on TASK_RESPONSE. */
  ieltsTask?: 1 | 2;
  minWords: number;
  maxWords: number | null;
  minutes: number | null;
  questionText: string;
}

/** A criterion of a client's custom rubric (the Rubrics API, docs/api-contract.md). */
export interface RubricCriterionSpec {
  id: string;
  name: string;
  description: string | null;
  minScore: number;
  maxScore: number;
  levels: { score: number; descriptor: string }[];
}

export interface WritingAssessmentRequest {
  task: WritingTask;
  answerText: string;
  customCriteria: RubricCriterionSpec[];
}

export interface SpellingFinding {
  /** The misspelled word exactly as written. */
  word: string;
  /** Best suggestion, or null when the dictionary has none. */
  suggestion: string | null;
  offset: number;
  length: number;
  /** Human advice that quotes the word and the fix. */
  recommendation: string;
}

export interface GrammarFinding {
  /** The span of the student's text that is wrong, quoted verbatim. */
  text: string;
  /** Upper snake case, e.g. `SUBJECT_VERB_AGREEMENT`, `ARTICLE`, `VERB_FORM`. */
  mistakeType: string;
  /** The corrected span, or null when no single fix applies. */
  replacement: string | null;
  offset: number;
  length: number;
  /** Human advice that quotes the text and gives the fix. */
  recommendation: string;
}

/** A task-level problem, e.g. `WORD_COUNT_BELOW_MINIMUM`, `OFF_TOPIC`. */
export interface TaskIssue {
  code: string;
  message: string;
}

export interface AspectAssessment {
  /** Feedback key, e.g. `response_completeness`, `vocabulary_range`. */
  key: string;
  score: number;
  explanation: string;
}

export interface CriterionAssessment {
  /** `h1`…`h4` for holistic criteria; the rubric criterion id for custom ones. */
  id: string;
  /** e.g. `TASK_FULFILLMENT`, `LEXICAL_RESOURCE`, or the custom criterion name. */
  name: string;
  /** TOEFL/GENERIC: 0–5 (0.5 steps); IELTS: whole bands 0–9; custom: within the criterion range. */
  score: number;
  explanation: string;
  /** TOEFL/GENERIC: the four feedback keys of the criterion (docs/api-contract.md); else empty. */
  aspects: AspectAssessment[];
}

export interface WritingAssessment {
  wordCount: number;
  /** TOEFL/GENERIC: 0–5 in 0.5 steps; IELTS: overall band 0–9 in 0.5 steps. */
  score: number;
  criteria: CriterionAssessment[];
  customCriteria: CriterionAssessment[];
  spelling: SpellingFinding[];
  grammar: GrammarFinding[];
  taskIssues: TaskIssue[];
  /** Why the score is what it is; quotes the student's text. */
  reason: string;
  /** What to do next; quotes the student's text. */
  scopeOfImprovement: string;
}

export interface WritingAssessor {
  /** The provider, for logs and reports (`builtin`, `openai`). */
  readonly provider: string;
  assessWriting(request: WritingAssessmentRequest): Promise<WritingAssessment>;
}
